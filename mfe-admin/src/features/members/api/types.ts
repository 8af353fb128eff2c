import { z } from 'shared/zod';

/** The columns of public.users the members tab shows and edits. */
export const memberSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  name: z.string(),
  role: z.enum(['user', 'admin']),
  level: z.number().int(),
  status: z.enum(['active', 'inactive']),
  created_at: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const MEMBER_COLUMNS = 'id,email,name,role,level,status,created_at';
