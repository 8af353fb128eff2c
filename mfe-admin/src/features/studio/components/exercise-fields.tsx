import { useState } from 'react';
import { z } from '@shared/zod';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { NativeSelect } from '@shared/ui/select';
import { Textarea } from '@shared/ui/textarea';
import { studioTh } from '../../../config/studio-messages.ts';
import type { DocumentExercise } from '../../../lib/course-document.ts';

const t = studioTh.editor;
const testsSchema = z.array(z.object({ name: z.string().trim().min(1).max(200), code: z.string().max(20000) })).max(20);

/** Tests as JSON text: kept as typed while it does not parse, handed up only once it does. */
function TestsField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: DocumentExercise['tests'];
  onChange: (tests: DocumentExercise['tests']) => void;
}) {
  const [text, setText] = useState(() => JSON.stringify(value, null, 2));
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <FormField id={id} label={label} error={error}>
      <Textarea
        rows={6}
        spellCheck={false}
        className="font-mono text-sm"
        value={text}
        {...fieldA11y(id, error)}
        onChange={(e) => {
          setText(e.target.value);
          try {
            const parsed = testsSchema.safeParse(JSON.parse(e.target.value));
            if (parsed.success) {
              setError(undefined);
              onChange(parsed.data);
              return;
            }
          } catch {
            // Not JSON yet: the message below says what is expected.
          }
          setError(t.testsInvalid);
        }}
      />
    </FormField>
  );
}

/** A code exercise's parts: language, starter code, visible and hidden tests, the reference solution. */
export function ExerciseFields({
  id,
  exercise,
  onChange,
}: {
  id: string;
  exercise: DocumentExercise;
  onChange: (exercise: DocumentExercise) => void;
}) {
  const set = (patch: Partial<DocumentExercise>) => onChange({ ...exercise, ...patch });
  return (
    <div className="grid gap-3">
      <FormField id={`${id}-language`} label={t.exerciseLanguage}>
        <NativeSelect
          id={`${id}-language`}
          value={exercise.language}
          onChange={(e) => set({ language: e.target.value === 'javascript' ? 'javascript' : 'python' })}
        >
          <option value="python">Python</option>
          <option value="javascript">JavaScript</option>
        </NativeSelect>
      </FormField>
      <FormField id={`${id}-starter`} label={t.starterCode}>
        <Textarea
          id={`${id}-starter`}
          rows={6}
          spellCheck={false}
          className="font-mono text-sm"
          value={exercise.starter_code}
          onChange={(e) => set({ starter_code: e.target.value })}
        />
      </FormField>
      <TestsField id={`${id}-tests`} label={t.tests} value={exercise.tests} onChange={(tests) => set({ tests })} />
      <TestsField
        id={`${id}-hidden`}
        label={t.hiddenTests}
        value={exercise.hidden_tests}
        onChange={(hidden_tests) => set({ hidden_tests })}
      />
      <FormField id={`${id}-solution`} label={t.solution}>
        <Textarea
          id={`${id}-solution`}
          rows={6}
          spellCheck={false}
          className="font-mono text-sm"
          value={exercise.solution}
          onChange={(e) => set({ solution: e.target.value })}
        />
      </FormField>
    </div>
  );
}
