import type { Tables } from '@shared/db';
import { oneOf } from '@shared/db/row-values';

/** The columns of public.users the members tab shows and edits. */
export const MEMBER_ROLES = ['user', 'admin'] as const;
export const MEMBER_STATUSES = ['active', 'inactive'] as const;

type MemberRow = Pick<Tables<'users'>, 'id' | 'email' | 'name' | 'role' | 'level' | 'status' | 'created_at'>;

export type Member = Omit<MemberRow, 'role' | 'status'> & {
  role: (typeof MEMBER_ROLES)[number];
  status: (typeof MEMBER_STATUSES)[number];
};

export const MEMBER_COLUMNS = 'id,email,name,role,level,status,created_at';

/** A typed users row with its text enums narrowed: the one mapper for the list and for an update's answer. */
export function toMember(row: MemberRow): Member {
  return {
    ...row,
    role: oneOf(MEMBER_ROLES, row.role, 'users.role'),
    status: oneOf(MEMBER_STATUSES, row.status, 'users.status'),
  };
}
