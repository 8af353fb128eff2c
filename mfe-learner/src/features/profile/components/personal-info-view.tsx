import type { Profile } from 'shared/auth/react';
import { learnerTh } from '../../../config/messages.ts';
import { toProfileFormValues } from '../lib/profile-patch.ts';
import { PROFILE_FIELDS } from './profile-fields.ts';

/** Personal info in view mode: every field, with a clear "not set" where it is blank. */
export function PersonalInfoView({ profile }: { profile: Profile }) {
  const values = toProfileFormValues(profile);
  const labels = learnerTh.profile.fields;
  const rows = [
    { key: 'email', label: labels.email, value: profile.email, wide: false },
    ...PROFILE_FIELDS.map((f) => ({ key: f.name, label: labels[f.name], value: values[f.name], wide: f.wide ?? false })),
  ];
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.key} className={row.wide ? 'sm:col-span-2' : undefined}>
          <dt className="text-sm text-muted-foreground">{row.label}</dt>
          <dd className="whitespace-pre-line break-words" data-testid={`profile-${row.key}`}>
            {row.value === '' ? <span className="text-muted-foreground">{learnerTh.profile.notSet}</span> : row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
