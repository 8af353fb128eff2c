import type { ReactNode } from 'react';
import type { Profile } from '@shared/platform/auth/react';
import { WEB_URL_PATTERN } from '@shared/platform/validation';
import { learnerTh } from '../../../config/messages.ts';
import { toProfileFormValues } from '../lib/profile-patch.ts';
import { PROFILE_FIELDS } from './profile-fields.ts';

/** Personal info in view mode: every field, with a clear "not set" where it is blank. */
export function PersonalInfoView({ profile }: { profile: Profile }) {
  const values = toProfileFormValues(profile);
  const labels = learnerTh.profile.fields;
  const rows = [
    { key: 'email', label: labels.email, value: profile.email ?? '', wide: false, url: false },
    ...PROFILE_FIELDS.map((f) => ({
      key: f.name,
      label: labels[f.name],
      value: values[f.name],
      wide: f.wide ?? false,
      url: f.type === 'url',
    })),
  ];
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.key} className={row.wide ? 'sm:col-span-2' : undefined}>
          <dt className="text-sm text-muted-foreground">{row.label}</dt>
          <dd className="whitespace-pre-line break-words" data-testid={`profile-${row.key}`}>
            {row.value === '' ? (
              <span className="text-muted-foreground">{learnerTh.profile.notSet}</span>
            ) : row.url ? (
              <ProfileLink href={row.value} />
            ) : (
              row.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A member's own link, opened in a new tab. `ugc nofollow`: the school vouches for no member's site;
 * only http(s) addresses become links (the database refuses anything else, this is the second lock).
 */
function ProfileLink({ href }: { href: string }): ReactNode {
  if (!WEB_URL_PATTERN.test(href)) return href;
  return (
    <a href={href} target="_blank" rel="noopener nofollow ugc" className="text-primary underline-offset-4 hover:underline">
      {href}
    </a>
  );
}
