import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@shared/ui/dialog';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { Input } from '@shared/ui/input';
import { toast } from '@shared/platform/toast';
import { adminTh } from '../../../config/messages.ts';
import { toastAdminError } from '../../../lib/admin-error.ts';
import { SubmitRow } from '../../../components/submit-row.tsx';
import { moduleFormSchema, useSaveModule, type ModuleFormValues } from '../api/save-module.ts';

type ModuleTarget = { id?: number; values: ModuleFormValues };

/** Adds a module (target without id) or edits one; target null closes the dialog. */
export function ModuleFormDialog({ courseId, target, onClose }: { courseId: number; target: ModuleTarget | null; onClose: () => void }) {
  const save = useSaveModule(courseId);
  const form = useForm({ resolver: zodResolver(moduleFormSchema) });
  const { errors } = form.formState;
  useEffect(() => {
    if (target) form.reset(target.values);
  }, [target, form]);
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { ...(target?.id === undefined ? {} : { id: target.id }), values },
      {
        onSuccess: () => {
          toast.success(adminTh.curriculum.moduleSaved);
          onClose();
        },
        onError: toastAdminError,
      },
    ),
  );
  const t = adminTh.curriculum;
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{target?.id === undefined ? t.addModule : `${adminTh.actions.edit} ${target.values.title}`}</DialogTitle>
          <DialogDescription>{t.modules}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
          <FormField id="module-title" label={t.moduleTitle} error={errors.title?.message}>
            <Input {...fieldA11y('module-title', errors.title?.message)} {...form.register('title')} />
          </FormField>
          <FormField id="module-position" label={t.position} error={errors.position?.message}>
            <Input
              type="number"
              min={0}
              step={1}
              {...fieldA11y('module-position', errors.position?.message)}
              {...form.register('position', { valueAsNumber: true })}
            />
          </FormField>
          <SubmitRow pending={save.isPending} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
