import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from 'shared/ui/button';
import { FormField, fieldA11y } from 'shared/ui/form-field';
import { Input } from 'shared/ui/input';
import { adminTh } from '../../../config/messages.ts';
import type { ExerciseFormValues } from '../api/exercise-form-schema.ts';
import { CodeField } from './code-field.tsx';

const t = adminTh.exercises;

/** The visible tests: a name and a code each; add and remove, at least one. */
export function ExerciseTestFields({ form }: { form: UseFormReturn<ExerciseFormValues> }) {
  const tests = useFieldArray({ control: form.control, name: 'tests' });
  const { errors } = form.formState;
  const language = form.watch('language');
  const listError = errors.tests?.root?.message ?? errors.tests?.message;
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-semibold">{t.tests}</legend>
      <p className="text-xs text-muted-foreground">{t.testsHelp}</p>
      {tests.fields.map((field, index) => {
        const n = index + 1;
        const nameError = errors.tests?.[index]?.name?.message;
        return (
          <div key={field.id} className="grid gap-2 rounded-md border p-3" data-testid="exercise-test-field">
            <div className="flex items-end gap-2">
              <div className="flex-1">
                <FormField id={`exercise-test-${index}-name`} label={t.testName(n)} error={nameError}>
                  <Input {...fieldA11y(`exercise-test-${index}-name`, nameError)} {...form.register(`tests.${index}.name`)} />
                </FormField>
              </div>
              <Button type="button" variant="outline" size="icon" aria-label={t.removeTest(n)} disabled={tests.fields.length <= 1} onClick={() => tests.remove(index)}>
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            <CodeField control={form.control} name={`tests.${index}.code`} label={t.testCode(n)} language={language} error={errors.tests?.[index]?.code?.message} minLines={3} />
          </div>
        );
      })}
      {listError ? <p role="alert" className="text-sm text-destructive">{listError}</p> : null}
      <Button type="button" variant="outline" className="justify-self-start" disabled={tests.fields.length >= 20} onClick={() => tests.append({ name: '', code: '' })}>
        <Plus aria-hidden="true" />
        {t.addTest}
      </Button>
    </fieldset>
  );
}
