import { Hono } from 'hono';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/types.ts';
import type { AppEnv } from '../http/context.ts';
import { gotrueError } from '../http/api-error.ts';
import { requireSignedIn, type AuthDeps } from './auth-deps.ts';
import { matchesStored, tokenHash } from './email-otp.ts';
import { sendReauthentication } from './email-senders.ts';
import { clientIp } from './rate-limit.ts';
import { findUserById } from './users-repo.ts';

const invalidNonce = () => gotrueError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');

/** GET /reauthenticate: e-mails a code, the nonce PUT /user then takes for a password change. */
export function reauthenticateRoutes(deps: AuthDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/reauthenticate', async (c) => {
    const { userId } = await requireSignedIn(c, deps);
    await deps.db.transaction(null, async (tx) => {
      const user = await findUserById(tx, userId);
      if (!user) throw gotrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      if (!user.email) {
        throw gotrueError(400, 'validation_failed', 'Reauthentication requires the user to have an email or a phone number');
      }
      if (!user.email_confirmed_at) throw gotrueError(422, 'email_not_confirmed', 'Please verify your email first.');
      deps.limits.email.hit(clientIp(c));
      await sendReauthentication(tx, deps.config, { id: user.id, email: user.email });
    });
    return c.json({});
  });
  return app;
}

/**
 * GoTrue's UserUpdate with GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION:
 * a password change from a session signed in more than 24 hours ago needs the
 * e-mailed nonce; the nonce is spent when it matches.
 */
export async function checkPasswordReauthentication(
  tx: Queryable,
  config: Config,
  user: { id: string; email: string | null },
  sessionId: string,
  nonce: string | undefined,
): Promise<void> {
  if (!config.GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION) return;
  const session = await tx.query<{ recent: boolean }>(
    `select created_at > now() - interval '24 hours' as recent from auth.sessions where id = $1`,
    [sessionId],
  );
  if (session.rows[0]?.recent) return;
  if (!nonce) throw reauthenticationNeeded();
  await spendNonce(tx, config, user, nonce);
}

export const reauthenticationNeeded = () => gotrueError(400, 'reauthentication_needed', 'Password update requires reauthentication');

/** The e-mailed /reauthenticate code, spent when it matches; else 422 reauthentication_not_valid. */
export async function spendNonce(tx: Queryable, config: Config, user: { id: string; email: string | null }, nonce: string): Promise<void> {
  const stored = await tx.query<{ token: string | null; live: boolean }>(
    `select reauthentication_token as token,
            coalesce(reauthentication_sent_at > now() - make_interval(secs => ${config.MAILER_OTP_EXP}), false) as live
       from auth.users where id = $1 for update`,
    [user.id],
  );
  const row = stored.rows[0];
  if (!row || !user.email || !row.live || !matchesStored(tokenHash(user.email, nonce), row.token)) throw invalidNonce();
  await tx.query(`update auth.users set reauthentication_token = '' where id = $1`, [user.id]);
}
