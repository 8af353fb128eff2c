import { adminTh } from '../../../config/messages.ts';
import type { AuditEntry } from '../api/types.ts';

export interface AuditActorLabel {
  name: string;
  detail: string | null;
}

/** Who made a change, as the tab says it: "ระบบ" for the system's own work, never an admin's name. */
export function auditActorLabel(entry: Pick<AuditEntry, 'actor_kind' | 'actor_name' | 'actor_email'>): AuditActorLabel {
  const t = adminTh.audit;
  if (entry.actor_kind === 'system') return { name: t.system, detail: t.systemDetail };
  const name = entry.actor_name ?? t.deletedAdmin;
  const detail = entry.actor_kind === 'instructor' ? [t.instructor, entry.actor_email].filter(Boolean).join(' · ') : entry.actor_email;
  return { name, detail };
}
