import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@shared/ui/button';
import { DialogFooter } from '@shared/ui/dialog';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { NativeSelect } from '@shared/ui/select';
import { th } from '@shared/messages';
import { toast } from '@shared/platform/toast';
import { adminTh } from '../../../config/messages.ts';
import { toastAdminError } from '../../../lib/admin-error.ts';
import { exerciseFormSchema, type ExerciseFormValues } from '../api/exercise-form-schema.ts';
import { useDeleteExercise, useSaveExercise } from '../api/save-exercise.ts';
import { CodeField } from './code-field.tsx';
import { ExerciseTestFields } from './exercise-test-fields.tsx';
import { TryRunPanel } from './try-run-panel.tsx';

type Props = {
  lessonId: number;
  initial: ExerciseFormValues;
  exists: boolean;
  onClose: () => void;
};

const t = adminTh.exercises;

/** Language, starter code, tests and solution of one exercise lesson, with a trial run before saving. */
export function ExerciseForm({ lessonId, initial, exists, onClose }: Props) {
  const form = useForm<ExerciseFormValues>({ resolver: zodResolver(exerciseFormSchema), defaultValues: initial });
  const save = useSaveExercise();
  const remove = useDeleteExercise();
  const { errors } = form.formState;
  const language = form.watch('language');
  const pending = save.isPending || remove.isPending;
  const onSubmit = form.handleSubmit((values) => {
    save.mutate(
      { lessonId, values },
      {
        onSuccess: () => {
          toast.success(t.saved);
          onClose();
        },
        onError: toastAdminError,
      },
    );
  });
  const onRemove = () =>
    remove.mutate(lessonId, {
      onSuccess: () => {
        toast.success(t.removed);
        onClose();
      },
      onError: toastAdminError,
    });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
      <FormField id="exercise-language" label={t.language} error={errors.language?.message}>
        <NativeSelect {...fieldA11y('exercise-language', errors.language?.message)} {...form.register('language')}>
          <option value="javascript">{t.languages.javascript}</option>
          <option value="python">{t.languages.python}</option>
        </NativeSelect>
      </FormField>
      <CodeField control={form.control} name="starter_code" label={t.starter} language={language} error={errors.starter_code?.message} />
      <ExerciseTestFields form={form} />
      <ExerciseTestFields form={form} field="hidden_tests" />
      <CodeField control={form.control} name="solution" label={t.solution} language={language} error={errors.solution?.message} />
      <TryRunPanel values={() => form.getValues()} />
      <DialogFooter>
        {exists ? (
          <Button type="button" variant="destructive" className="me-auto" disabled={pending} onClick={onRemove}>
            {t.remove}
          </Button>
        ) : null}
        <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
          {th.common.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {save.isPending ? adminTh.actions.saving : t.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
