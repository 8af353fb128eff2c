import { z } from '@shared/zod';

/** The columns of public.users the members tab shows and edits. */
export const MEMBER_ROLES = ['user', 'admin'] as const;
export const MEMBER_STATUSES = ['active', 'inactive'] as const;

export const memberSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  name: z.string(),
  role: z.enum(MEMBER_ROLES),
  level: z.number().int(),
  status: z.enum(MEMBER_STATUSES),
  created_at: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const MEMBER_COLUMNS = 'id,email,name,role,level,status,created_at';
