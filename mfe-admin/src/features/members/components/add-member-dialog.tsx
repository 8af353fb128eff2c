import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@shared/ui/dialog';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { Input } from '@shared/ui/input';
import { NativeSelect } from '@shared/ui/select';
import { toast } from '@shared/platform/toast';
import { adminTh } from '../../../config/messages.ts';
import { toastAdminError } from '../../../lib/admin-error.ts';
import { SubmitRow } from '../../../components/submit-row.tsx';
import { createMemberSchema, useCreateMember, type CreateMemberInput } from '../api/create-member.ts';
import { LevelOptions } from './level-options.tsx';

const EMPTY: CreateMemberInput = { name: '', email: '', password: '', level: 1, role: 'user' };

/** Adds a member: the server creates a confirmed e-mail account and its profile row. */
export function AddMemberDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateMember();
  const form = useForm({ resolver: zodResolver(createMemberSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const close = () => onOpenChange(false);

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        toast.success(adminTh.members.created);
        form.reset(EMPTY);
        close();
      },
      // The dialog stays open with everything typed, so nothing is lost on a failure.
      onError: toastAdminError,
    }),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!create.isPending) onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{adminTh.members.addTitle}</DialogTitle>
          <DialogDescription>{adminTh.subtitle}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
          <FormField id="member-name" label={adminTh.members.name} error={errors.name?.message}>
            <Input autoComplete="off" {...fieldA11y('member-name', errors.name?.message)} {...form.register('name')} />
          </FormField>
          <FormField id="member-email" label={adminTh.members.email} error={errors.email?.message}>
            <Input type="email" autoComplete="off" {...fieldA11y('member-email', errors.email?.message)} {...form.register('email')} />
          </FormField>
          <FormField id="member-password" label={adminTh.members.password} error={errors.password?.message}>
            <Input
              type="password"
              autoComplete="new-password"
              {...fieldA11y('member-password', errors.password?.message)}
              {...form.register('password')}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="member-level" label={adminTh.members.level} error={errors.level?.message}>
              <NativeSelect {...fieldA11y('member-level', errors.level?.message)} {...form.register('level', { valueAsNumber: true })}>
                <LevelOptions />
              </NativeSelect>
            </FormField>
            <FormField id="member-role" label={adminTh.members.role} error={errors.role?.message}>
              <NativeSelect {...fieldA11y('member-role', errors.role?.message)} {...form.register('role')}>
                <option value="user">{adminTh.members.roles.user}</option>
                <option value="admin">{adminTh.members.roles.admin}</option>
              </NativeSelect>
            </FormField>
          </div>
          <SubmitRow pending={create.isPending} onCancel={close} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
