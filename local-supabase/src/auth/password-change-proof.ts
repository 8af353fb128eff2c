import type { Context } from 'hono';
import { ApiError, gotrueError } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import type { AuthDeps } from './auth-deps.ts';
import { passwordMatches } from './password.ts';
import { clientIp } from './rate-limit.ts';
import { reauthenticationNeeded, spendNonce } from './reauthentication.ts';

interface Member {
  id: string;
  email: string | null;
  encrypted_password: string | null;
}

/**
 * Beyond hosted (decision 0041, LOCAL_SUPABASE_PASSWORD_CHANGE_REQUIRES_PROOF): a stolen session
 * alone cannot change the password. PUT /user must carry the current password (`current_password`,
 * supabase-js's updateUser attribute) or the code from GET /reauthenticate (`nonce`).
 */
export async function provePasswordChange(
  deps: AuthDeps,
  c: Context<AppEnv>,
  member: Member,
  sessionId: string,
  body: { current_password?: string | undefined; nonce?: string | undefined },
): Promise<void> {
  // A session from an e-mailed code (recovery link or code, magic link) already proved the mailbox, as a nonce does.
  const mailed = await deps.db.transaction(null, (tx) =>
    tx.query<{ n: number }>(
      `select count(*)::int as n from auth.mfa_amr_claims where session_id = $1 and authentication_method in ('recovery', 'otp')`,
      [sessionId],
    ),
  );
  if ((mailed.rows[0]?.n ?? 0) > 0) return;
  if (body.current_password !== undefined && body.current_password !== '') {
    // A password guess like any sign-in: it takes a token from the sign-in bucket.
    deps.limits.token.hit(clientIp(c));
    if (!(await passwordMatches(body.current_password, member.encrypted_password))) {
      throw gotrueError(422, 'current_password_mismatch', 'Current password is incorrect');
    }
    return;
  }
  if (!body.nonce) throw reauthenticationNeeded();
  const key = `reauthentication:${member.id}`;
  try {
    await deps.db.transaction(null, (tx) => spendNonce(tx, deps.config, member, body.nonce ?? ''));
    deps.wrongOtp.reset(key);
  } catch (error) {
    // The fifth wrong nonce voids it, as any e-mailed code.
    if (error instanceof ApiError && deps.wrongOtp.fail(key)) {
      await deps.db.transaction(null, (tx) => tx.query(`update auth.users set reauthentication_token = '' where id = $1`, [member.id]));
    }
    throw error;
  }
}
