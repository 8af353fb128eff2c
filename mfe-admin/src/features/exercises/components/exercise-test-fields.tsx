import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { Input } from '@shared/ui/input';
import { adminTh } from '../../../config/messages.ts';
import type { ExerciseFormValues } from '../api/exercise-form-schema.ts';
import { CodeField } from './code-field.tsx';

const t = adminTh.exercises;

type Props = {
  form: UseFormReturn<ExerciseFormValues>;
  /** The visible tests (at least one) or the hidden ones the server's grader alone runs (any number). */
  field?: 'tests' | 'hidden_tests';
};

/** A list of tests: a name and a code each; add and remove. */
export function ExerciseTestFields({ form, field = 'tests' }: Props) {
  const tests = useFieldArray({ control: form.control, name: field });
  const { errors } = form.formState;
  const language = form.watch('language');
  const listError = errors[field]?.root?.message ?? errors[field]?.message;
  const hidden = field === 'hidden_tests';
  const min = hidden ? 0 : 1;
  const id = hidden ? 'exercise-hidden-test' : 'exercise-test';
  return (
    <fieldset className="grid gap-3" data-testid={hidden ? 'exercise-hidden-tests' : undefined}>
      <legend className="text-sm font-semibold">{hidden ? t.hiddenTests : t.tests}</legend>
      <p className="text-xs text-muted-foreground">{hidden ? t.hiddenTestsHelp : t.testsHelp}</p>
      {tests.fields.map((row, index) => {
        const n = index + 1;
        const nameError = errors[field]?.[index]?.name?.message;
        return (
          <div
            key={row.id}
            className="grid gap-2 rounded-md border p-3"
            data-testid={hidden ? 'exercise-hidden-test-field' : 'exercise-test-field'}
          >
            <div className="flex items-end gap-2">
              <div className="flex-1">
                <FormField id={`${id}-${index}-name`} label={hidden ? t.hiddenTestName(n) : t.testName(n)} error={nameError}>
                  <Input {...fieldA11y(`${id}-${index}-name`, nameError)} {...form.register(`${field}.${index}.name`)} />
                </FormField>
              </div>
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={hidden ? t.removeHiddenTest(n) : t.removeTest(n)}
                disabled={tests.fields.length <= min}
                onClick={() => tests.remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            <CodeField
              control={form.control}
              name={`${field}.${index}.code`}
              label={hidden ? t.hiddenTestCode(n) : t.testCode(n)}
              language={language}
              error={errors[field]?.[index]?.code?.message}
              minLines={3}
            />
          </div>
        );
      })}
      {listError ? (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={tests.fields.length >= 20}
        onClick={() => tests.append({ name: '', code: '' })}
      >
        <Plus aria-hidden="true" />
        {hidden ? t.addHiddenTest : t.addTest}
      </Button>
    </fieldset>
  );
}
