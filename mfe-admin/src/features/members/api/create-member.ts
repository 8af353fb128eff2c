import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { th } from '@shared/messages';
import { utf8ByteLength } from '@shared/platform/validation';
import { unwrap } from '@shared/db/answer';
import { requiredText } from '../../../lib/zod-helpers.ts';
import { statsKeys } from '../../../lib/stats-keys.ts';
import { memberKeys } from './keys.ts';
import { toMember, type Member } from './types.ts';
import { USER_ROLES } from '@shared/db/users';

export const createMemberSchema = z.object({
  name: requiredText(200),
  email: z.string().trim().min(1, th.validation.required).pipe(z.email(th.validation.email).max(255)),
  password: z
    .string()
    .min(6, th.validation.passwordMin)
    .refine((v) => utf8ByteLength(v) <= 72, th.validation.passwordTooLong),
  level: z.number().int().min(1).max(4),
  role: z.enum(USER_ROLES),
});
export type CreateMemberInput = z.infer<typeof createMemberSchema>;

/** The account is created by rpc admin_create_member on the server: no service key in the browser. */
export async function createMember(input: CreateMemberInput): Promise<Member> {
  const v = createMemberSchema.parse(input);
  const answer = await getSupabase().rpc('admin_create_member', {
    p_email: v.email,
    p_password: v.password,
    p_name: v.name,
    p_level: v.level,
    p_role: v.role,
  });
  // The RPC returns the typed users row: map it, no parse.
  return toMember(unwrap(answer));
}

export function useCreateMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createMember,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: memberKeys.all });
      void client.invalidateQueries({ queryKey: statsKeys.all });
    },
  });
}
