import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Profile } from '@shared/platform/auth/react';
import { Button } from '@shared/ui/button';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { Input } from '@shared/ui/input';
import { Textarea } from '@shared/ui/textarea';
import { toast } from '@shared/platform/toast';
import { th } from '@shared/messages';
import { profileSchema, type ProfileInput } from '@shared/schemas/forms';
import { learnerTh } from '../../../config/messages.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { toProfileFormValues } from '../lib/profile-patch.ts';
import { PROFILE_FIELDS } from './profile-fields.ts';

type PersonalInfoFormProps = { profile: Profile; onDone: () => void };

/** Edit mode: saves to the learner's users row; on any failure the typed values stay. */
export function PersonalInfoForm({ profile, onDone }: PersonalInfoFormProps) {
  const form = useForm<ProfileInput>({ resolver: zodResolver(profileSchema), defaultValues: toProfileFormValues(profile) });
  const mutation = useUpdateProfile(profile.id);
  const { errors, isSubmitting } = form.formState;
  const labels = learnerTh.profile.fields;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      toast.success(th.profile.saved);
      onDone();
    } catch {
      toast.error(learnerTh.profile.saveError);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4 sm:grid-cols-2" aria-label={learnerTh.profile.tabs.info}>
      <div className="sm:col-span-2">
        <FormField id="profile-email" label={labels.email} hint={learnerTh.profile.emailHint}>
          <Input id="profile-email" type="email" value={profile.email ?? ''} readOnly aria-readonly="true" className="bg-muted" />
        </FormField>
      </div>
      {PROFILE_FIELDS.map((field) => {
        const id = `profile-${field.name}`;
        const error = errors[field.name]?.message;
        const common = {
          ...fieldA11y(id, error),
          autoComplete: field.autoComplete,
          placeholder: field.placeholder,
          ...form.register(field.name),
        };
        return (
          <div key={field.name} className={field.wide ? 'sm:col-span-2' : undefined}>
            <FormField id={id} label={labels[field.name]} error={error}>
              {field.type === 'textarea' ? <Textarea rows={3} {...common} /> : <Input type={field.type} {...common} />}
            </FormField>
          </div>
        );
      })}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? learnerTh.profile.saving : learnerTh.profile.save}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          {learnerTh.profile.cancel}
        </Button>
      </div>
    </form>
  );
}
