import { Power } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { StatusBadge, Badge } from '@shared/ui/badge';
import { levelLabel } from '@shared/db/courses';
import { formatThaiShortDate } from '@shared/messages/format';
import { th } from '@shared/messages';
import { adminTh } from '../../../config/messages.ts';
import { DataTable, STICKY_ACTIONS_TD, STICKY_ACTIONS_TH, Td, Th } from '../../../components/data-table.tsx';
import type { Member } from '../api/types.ts';
import type { MemberPrivacy } from '../api/get-member-privacy.ts';
import { MemberPrivacyBadges } from './member-privacy-badges.tsx';
import { EditButton, DeleteButton } from '../../../components/row-action-buttons.tsx';

type MembersTableProps = {
  members: Member[];
  selfId: string | undefined;
  busyId: string | null;
  /** PDPA state by member id; empty while loading or if it could not be read. */
  privacy: ReadonlyMap<string, MemberPrivacy>;
  onEdit: (member: Member) => void;
  onToggleStatus: (member: Member) => void;
  onDelete: (member: Member) => void;
};

export function MembersTable({ members, selfId, busyId, privacy, onEdit, onToggleStatus, onDelete }: MembersTableProps) {
  const t = adminTh.members;
  return (
    <DataTable caption={adminTh.tabs.members}>
      <thead>
        <tr>
          <Th>{t.name}</Th>
          <Th>{t.email}</Th>
          <Th>{t.level}</Th>
          <Th>{t.status}</Th>
          <Th>{t.privacy}</Th>
          <Th>{t.joined}</Th>
          <Th className={`text-end ${STICKY_ACTIONS_TH}`}>{t.actions}</Th>
        </tr>
      </thead>
      <tbody>
        {members.map((m) => {
          const self = m.id === selfId;
          const label = m.name || m.email || m.id;
          return (
            <tr key={m.id} data-testid="member-row">
              <Td className="font-medium">
                {m.name || '—'} {self ? <span className="text-xs text-muted-foreground">{t.you}</span> : null}
                {m.role === 'admin' ? (
                  <Badge variant="secondary" className="ms-2">
                    {th.nav.adminBadge}
                  </Badge>
                ) : null}
              </Td>
              <Td>{m.email}</Td>
              <Td>{levelLabel(m.level)}</Td>
              <Td>
                <StatusBadge status={m.status} label={th.status[m.status]} />
              </Td>
              <Td>
                <MemberPrivacyBadges privacy={privacy.get(m.id)} />
              </Td>
              <Td>{formatThaiShortDate(m.created_at)}</Td>
              <Td className={STICKY_ACTIONS_TD}>
                <div className="flex justify-end gap-1">
                  <EditButton itemLabel={label} onClick={() => onEdit(m)} />
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={self || busyId === m.id}
                    onClick={() => onToggleStatus(m)}
                    aria-label={`${m.status === 'active' ? adminTh.actions.deactivate : adminTh.actions.activate} ${label}`}
                  >
                    <Power aria-hidden="true" />
                  </Button>
                  <DeleteButton itemLabel={label} disabled={self} onClick={() => onDelete(m)} />
                </div>
              </Td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
