import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { gotrueError } from '../http/api-error.ts';
import type { AuthDeps } from './auth-deps.ts';
import { clientIp } from './rate-limit.ts';
import { startSession } from './sessions.ts';

/**
 * POST /signup with neither email nor phone: GoTrue's SignupAnonymously. Refused unless
 * anonymous sign-ins are on (422 anonymous_provider_disabled, as hosted by default), then
 * counted against the anonymous limit and refused by disable_signup like any sign-up. The user
 * has no e-mail, no identity and empty app_metadata; its tokens say `is_anonymous: true`.
 */
export async function signUpAnonymously(c: Context<AppEnv>, deps: AuthDeps, data: Record<string, unknown>): Promise<Response> {
  const { config, db } = deps;
  if (!config.GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED) {
    throw gotrueError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  deps.limits.anonymous.hit(clientIp(c));
  if (config.GOTRUE_DISABLE_SIGNUP) throw signupDisabled();
  const session = await db.transaction(null, async (tx) => {
    const id = randomUUID();
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
         confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
         phone_change, phone_change_token, reauthentication_token,
         raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, is_sso_user, is_anonymous)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', null, '',
         '', '', '', '', '', '', '', '', '{}'::jsonb, $2::jsonb, false, now(), now(), false, true)`,
      [id, JSON.stringify(data)],
    );
    return startSession(config, tx, id, 'anonymous');
  });
  return c.json(session);
}

/** GoTrue's answer to any new user while GOTRUE_DISABLE_SIGNUP is set. */
export const signupDisabled = () => gotrueError(422, 'signup_disabled', 'Signups not allowed for this instance');
