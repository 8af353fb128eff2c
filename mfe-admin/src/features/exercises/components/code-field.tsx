import { Controller, type Control, type FieldPath } from 'react-hook-form';
import { CodeEditor } from '@shared/code-editor';
import type { ExerciseFormValues } from '../api/exercise-form-schema.ts';

type Props = {
  control: Control<ExerciseFormValues>;
  name: FieldPath<ExerciseFormValues> & ('starter_code' | 'solution' | `tests.${number}.code` | `hidden_tests.${number}.code`);
  label: string;
  language: ExerciseFormValues['language'];
  error: string | undefined;
  minLines?: number;
};

/** A CodeMirror editor as a form field: its label as the editor's name, its error read with it. */
export function CodeField({ control, name, label, language, error, minLines = 8 }: Props) {
  const errorId = `${name.replaceAll('.', '-')}-error`;
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium" aria-hidden="true">
        {label}
      </p>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <CodeEditor
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            language={language}
            label={label}
            invalid={error !== undefined}
            {...(error ? { describedBy: errorId } : {})}
            minLines={minLines}
          />
        )}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
