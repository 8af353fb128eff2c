import type { Tables } from '@shared/db';
import { oneOf } from '@shared/db/row-values';
import { USER_ROLES, USER_STATUSES, type UserRole, type UserStatus } from '@shared/db/users';

/** The columns of public.users the members tab shows and edits (roles and statuses: @shared/db/users). */
type MemberRow = Pick<Tables<'users'>, 'id' | 'email' | 'name' | 'role' | 'level' | 'status' | 'created_at'>;

export type Member = Omit<MemberRow, 'role' | 'status'> & {
  role: UserRole;
  status: UserStatus;
};

export const MEMBER_COLUMNS = 'id,email,name,role,level,status,created_at';

/** A typed users row with its text enums narrowed: the one mapper for the list and for an update's answer. */
export function toMember(row: MemberRow): Member {
  return {
    ...row,
    role: oneOf(USER_ROLES, row.role, 'users.role'),
    status: oneOf(USER_STATUSES, row.status, 'users.status'),
  };
}
