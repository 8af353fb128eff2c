import type { Queryable } from '../db/types.ts';
import { hashEmailToken } from './signup-routes.ts';

export type VerifyType = 'signup' | 'recovery' | 'email_change';

/** How long an e-mailed link stays valid (the Supabase CLI's otp_expiry). */
const LINK_TTL_SECONDS = 3600;

const COLUMNS: Record<VerifyType, { token: string; sentAt: string }> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
};

export function verifyTypeOf(value: string | undefined): VerifyType | null {
  if (value === 'signup' || value === 'recovery' || value === 'email_change') return value;
  if (value === 'magiclink' || value === 'invite' || value === 'email') return value === 'invite' ? 'signup' : 'recovery';
  return null;
}

/**
 * Spends an e-mailed token: confirms the e-mail (signup, and recovery as GoTrue
 * does), or applies the pending e-mail change. Returns the user, or null when
 * the token is unknown, already used or expired.
 */
export async function consumeEmailToken(tx: Queryable, type: VerifyType, token: string): Promise<string | null> {
  const { token: column, sentAt } = COLUMNS[type];
  const hash = hashEmailToken(token);
  const found = await tx.query<{ id: string }>(
    `select id from auth.users
      where ${column} = $1 and $1 <> '' and ${sentAt} > now() - make_interval(secs => ${LINK_TTL_SECONDS})
      for update`,
    [hash],
  );
  const userId = found.rows[0]?.id;
  if (!userId) return null;
  if (type === 'email_change') {
    await tx.query(
      `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
              email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
      [userId],
    );
    await tx.query(
      `update auth.identities i set identity_data = i.identity_data || jsonb_build_object('email', u.email), updated_at = now()
         from auth.users u where u.id = i.user_id and i.user_id = $1 and i.provider = 'email'`,
      [userId],
    );
  } else {
    await tx.query(
      `update auth.users set ${column} = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
      [userId],
    );
  }
  return userId;
}
