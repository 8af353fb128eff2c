import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@shared/ui/dialog';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { Input } from '@shared/ui/input';
import { NativeSelect } from '@shared/ui/select';
import { toast } from '@shared/platform/toast';
import { th } from '@shared/messages';
import { adminTh } from '../../../config/messages.ts';
import { toastAdminError } from '../../../lib/admin-error.ts';
import { SubmitRow } from '../../../components/submit-row.tsx';
import { updateMemberSchema, useUpdateMember } from '../api/update-member.ts';
import type { Member } from '../api/types.ts';
import { LevelOptions } from './level-options.tsx';

type EditMemberDialogProps = { member: Member | null; isSelf: boolean; onClose: () => void };

/** Edits name, level, role and status. An admin cannot demote or deactivate themself (they would lock themself out). */
export function EditMemberDialog({ member, isSelf, onClose }: EditMemberDialogProps) {
  const update = useUpdateMember();
  // Disabled selects submit no value, so role and status may be absent (they are, for oneself).
  const form = useForm({ resolver: zodResolver(updateMemberSchema.partial({ role: true, status: true })) });
  const { errors } = form.formState;

  useEffect(() => {
    if (member) form.reset({ name: member.name, level: member.level, role: member.role, status: member.status });
  }, [member, form]);

  const onSubmit = form.handleSubmit((values) => {
    if (!member) return;
    const patch = isSelf ? { name: values.name, level: values.level } : values;
    update.mutate(
      { id: member.id, values: patch },
      {
        onSuccess: () => {
          toast.success(adminTh.members.updated);
          onClose();
        },
        onError: toastAdminError,
      },
    );
  });

  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open && !update.isPending) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{adminTh.members.editTitle}</DialogTitle>
          <DialogDescription>{member?.email}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
          <FormField id="edit-member-name" label={adminTh.members.name} error={errors.name?.message}>
            <Input {...fieldA11y('edit-member-name', errors.name?.message)} {...form.register('name')} />
          </FormField>
          <FormField id="edit-member-level" label={adminTh.members.level} error={errors.level?.message}>
            <NativeSelect {...fieldA11y('edit-member-level', errors.level?.message)} {...form.register('level', { valueAsNumber: true })}>
              <LevelOptions />
            </NativeSelect>
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="edit-member-role" label={adminTh.members.role} error={errors.role?.message}>
              <NativeSelect disabled={isSelf} {...fieldA11y('edit-member-role', errors.role?.message)} {...form.register('role')}>
                <option value="user">{adminTh.members.roles.user}</option>
                <option value="admin">{adminTh.members.roles.admin}</option>
              </NativeSelect>
            </FormField>
            <FormField id="edit-member-status" label={adminTh.members.status} error={errors.status?.message}>
              <NativeSelect disabled={isSelf} {...fieldA11y('edit-member-status', errors.status?.message)} {...form.register('status')}>
                <option value="active">{th.status.active}</option>
                <option value="inactive">{th.status.inactive}</option>
              </NativeSelect>
            </FormField>
          </div>
          {isSelf ? <p className="text-xs text-muted-foreground">{adminTh.members.selfLocked}</p> : null}
          <SubmitRow pending={update.isPending} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
