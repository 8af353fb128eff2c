import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { gotrueError } from '../http/api-error.ts';
import type { AuthDeps } from './auth-deps.ts';
import { redeemAuthCode } from './flow-state.ts';
import { idTokenGrant } from './id-token-grant.ts';
import { parseBody } from './input.ts';
import { burnPasswordCheck, passwordMatches } from './password.ts';
import { clientIp } from './rate-limit.ts';
import { refreshGrant } from './refresh-grant.ts';
import { startSession } from './sessions.ts';
import { findUserByEmail, isBanned } from './users-repo.ts';

const PasswordGrant = z.object({ email: z.string().optional(), phone: z.string().optional(), password: z.string().optional() }).loose();
const RefreshGrant = z.object({ refresh_token: z.string().min(1).max(512) }).loose();
const PkceGrant = z.object({ auth_code: z.string().min(1).max(512), code_verifier: z.string().min(1).max(512) }).loose();

const invalidCredentials = () => gotrueError(400, 'invalid_credentials', 'Invalid login credentials');
const userBanned = () => gotrueError(400, 'user_banned', 'User is banned');
// The product's deactivation (public.users.status) answers as a ban, with its own wording.

async function passwordGrant(c: Context<AppEnv>, deps: AuthDeps): Promise<Response> {
  const body = await parseBody(c, PasswordGrant);
  if (!body.email || !body.password) {
    if (body.phone) throw gotrueError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    throw invalidCredentials();
  }
  const email = body.email.trim().toLowerCase();
  const user = await deps.db.transaction(null, (tx) => findUserByEmail(tx, email));
  // Unknown e-mail and wrong password answer alike, and take as long (no account enumeration).
  if (!user) {
    await burnPasswordCheck(body.password);
    throw invalidCredentials();
  }
  // GoTrue answers a ban before it checks the password.
  if (user.banned) throw userBanned();
  if (!(await passwordMatches(body.password, user.encrypted_password))) throw invalidCredentials();
  if (!user.email_confirmed_at) throw gotrueError(400, 'email_not_confirmed', 'Email not confirmed');
  const session = await deps.db.transaction(null, async (tx) => {
    if (await isBanned(tx, user.id)) throw userBanned();
    return startSession(deps.config, tx, user.id, 'password');
  });
  return c.json(session);
}

async function pkceGrant(c: Context<AppEnv>, deps: AuthDeps): Promise<Response> {
  const body = await parseBody(c, PkceGrant);
  const session = await deps.db.transaction(null, async (tx) => {
    const { userId, method } = await redeemAuthCode(tx, body.auth_code, body.code_verifier);
    if (await isBanned(tx, userId)) throw userBanned();
    return startSession(deps.config, tx, userId, method === 'oauth' ? 'oauth' : method === 'recovery' ? 'recovery' : 'otp');
  });
  return c.json(session);
}

/** POST /token?grant_type=password|refresh_token|pkce|id_token */
export function tokenRoutes(deps: AuthDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    (grant === 'refresh_token' ? deps.limits.refresh : deps.limits.token).hit(clientIp(c));
    if (grant === 'password') return passwordGrant(c, deps);
    if (grant === 'refresh_token') {
      const body = await parseBody(c, RefreshGrant);
      return c.json(await refreshGrant(deps, body.refresh_token));
    }
    if (grant === 'pkce') return pkceGrant(c, deps);
    if (grant === 'id_token') return idTokenGrant(c);
    throw gotrueError(400, 'unsupported_grant_type', 'unsupported_grant_type');
  });
  return app;
}
