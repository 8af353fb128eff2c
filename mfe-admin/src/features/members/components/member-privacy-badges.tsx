import { Badge } from '@shared/ui/badge';
import { formatThaiShortDate } from '@shared/messages/format';
import { adminTh } from '../../../config/messages.ts';
import type { MemberPrivacy } from '../api/get-member-privacy.ts';

/** A member's consent status and, if any, their pending account deletion. */
export function MemberPrivacyBadges({ privacy }: { privacy: MemberPrivacy | undefined }) {
  const t = adminTh.members;
  if (!privacy) return <span className="text-xs text-muted-foreground">—</span>;
  return (
    <div className="flex flex-wrap gap-1">
      <Badge variant={privacy.consent_status === 'current' ? 'outline' : 'secondary'}>{t.consent[privacy.consent_status]}</Badge>
      {privacy.deletion_scheduled_for ? (
        <Badge variant="danger">{t.deletionPending(formatThaiShortDate(privacy.deletion_scheduled_for))}</Badge>
      ) : null}
    </div>
  );
}
