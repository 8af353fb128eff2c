import type { Profile } from '@shared/platform/auth/react';
import { StatusBadge } from '@shared/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@shared/ui/card';
import { th } from '@shared/messages';
import { formatThaiDate } from '@shared/messages/format';
import { learnerTh } from '../../../config/messages.ts';

/** Settings tab: when the account was created and whether it is active. */
export function AccountInfo({ profile }: { profile: Profile }) {
  const t = learnerTh.account;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-6 gap-y-3 text-sm">
          <dt className="text-muted-foreground">{t.joined}</dt>
          <dd data-testid="account-joined">{formatThaiDate(profile.created_at)}</dd>
          <dt className="text-muted-foreground">{t.status}</dt>
          <dd>
            <StatusBadge status={profile.status} label={th.status[profile.status]} />
          </dd>
          <dt className="text-muted-foreground">{t.role}</dt>
          <dd>{t.roles[profile.role]}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
