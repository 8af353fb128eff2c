import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@shared/ui/dialog';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { Input } from '@shared/ui/input';
import { Textarea } from '@shared/ui/textarea';
import { toast } from '@shared/platform/toast';
import { adminTh } from '../../../config/messages.ts';
import { toastAdminError } from '../../../lib/admin-error.ts';
import { SubmitRow } from '../../../components/submit-row.tsx';
import { seoFormSchema, useSaveSeo, type SeoFormValues } from '../api/save-seo.ts';

export type SeoTarget = { isNew: boolean; values: SeoFormValues };

/** Adds a path's head, or edits one (the path is the key, so it is fixed while editing). */
export function SeoFormDialog({ target, onClose }: { target: SeoTarget | null; onClose: () => void }) {
  const save = useSaveSeo();
  const form = useForm({ resolver: zodResolver(seoFormSchema) });
  const { errors } = form.formState;
  useEffect(() => {
    if (target) form.reset(target.values);
  }, [target, form]);
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success(adminTh.seo.saved);
        onClose();
      },
      onError: toastAdminError,
    }),
  );
  const t = adminTh.seo;
  const f = (id: keyof SeoFormValues) => fieldA11y(`seo-${id}`, errors[id]?.message);
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{target?.isNew ? t.addTitle : t.editTitle}</DialogTitle>
          <DialogDescription>{t.hint}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
          <FormField id="seo-path" label={t.path} hint={t.pathHint} error={errors.path?.message}>
            <Input readOnly={target?.isNew === false} {...f('path')} {...form.register('path')} />
          </FormField>
          <FormField id="seo-title" label={t.title} error={errors.title?.message}>
            <Input {...f('title')} {...form.register('title')} />
          </FormField>
          <FormField id="seo-description" label={t.description} error={errors.description?.message}>
            <Textarea rows={3} {...f('description')} {...form.register('description')} />
          </FormField>
          <SubmitRow pending={save.isPending} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
