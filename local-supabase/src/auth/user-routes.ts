import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { gotrueError } from '../http/api-error.ts';
import { requireSignedIn, type AuthDeps } from './auth-deps.ts';
import { createFlow } from './flow-state.ts';
import { metadata, normaliseEmail, parseBody, pkceFields } from './input.ts';
import { sendEmailChange } from './email-senders.ts';
import { passwordPolicyOf, checkPassword, hashPassword, passwordMatches } from './password.ts';
import { clientIp } from './rate-limit.ts';
import { safeRedirect } from './redirects.ts';
import { needsAal2 } from './mfa-factors.ts';
import { provePasswordChange } from './password-change-proof.ts';
import { checkPasswordReauthentication } from './reauthentication.ts';
import { adoptEmail } from './user-identities.ts';
import { findUserByEmail, findUserById, userJson } from './users-repo.ts';

const UpdateBody = z
  .object({
    email: z.string().optional(),
    password: z.string().optional(),
    data: metadata.optional().nullable(),
    nonce: z.string().max(72).optional(),
    current_password: z.string().max(512).optional(),
    ...pkceFields,
  })
  .loose();

/** GET /user and PUT /user (password, e-mail, user_metadata). */
export function userRoutes(deps: AuthDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { config, db } = deps;

  app.get('/user', async (c) => {
    const { userId } = await requireSignedIn(c, deps);
    const user = await db.transaction(null, async (tx) => ((await findUserById(tx, userId)) ? userJson(tx, userId) : null));
    if (!user) throw gotrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return c.json(user);
  });

  app.put('/user', async (c) => {
    const { userId, sessionId } = await requireSignedIn(c, deps);
    const body = await parseBody(c, UpdateBody);
    const current = await db.transaction(null, (tx) => findUserById(tx, userId));
    if (!current) throw gotrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist');

    // GoTrue: an anonymous user may set a password only together with the address to sign in with.
    if (current.is_anonymous && body.password !== undefined && !body.email) {
      throw gotrueError(422, 'validation_failed', 'Updating password of an anonymous user without an email or phone is not allowed');
    }
    const email = body.email !== undefined ? normaliseEmail(body.email) : null;
    const emailChanges = email !== null && email !== current.email?.toLowerCase();
    // GoTrue: with a verified factor, a password-only (aal1) session changes neither e-mail nor password.
    if ((body.password !== undefined || emailChanges) && (await db.transaction(null, (tx) => needsAal2(tx, userId, sessionId)))) {
      throw gotrueError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
    }
    let passwordHash: string | null = null;
    if (body.password !== undefined) {
      const password = checkPassword(body.password, passwordPolicyOf(config));
      // Checked (and the nonce spent) before anything else changes, as GoTrue does.
      if (config.LOCAL_SUPABASE_PASSWORD_CHANGE_REQUIRES_PROOF && current.encrypted_password) {
        await provePasswordChange(deps, c, current, sessionId, body);
      } else {
        await db.transaction(null, (tx) => checkPasswordReauthentication(tx, config, current, sessionId, body.nonce));
      }
      if (await passwordMatches(password, current.encrypted_password)) {
        throw gotrueError(422, 'same_password', 'New password should be different from the old password.');
      }
      passwordHash = await hashPassword(password);
    }
    // An anonymous user converting has no address to confirm from: autoconfirm applies it at once, as hosted.
    const changeAtOnce = config.MAILER_AUTOCONFIRM && !(config.LOCAL_SUPABASE_EMAIL_CHANGE_NEEDS_CONFIRMATION && current.email);
    if (emailChanges && !changeAtOnce) deps.limits.email.hit(clientIp(c));

    const user = await db.transaction(null, async (tx) => {
      if (passwordHash) {
        await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [userId, passwordHash]);
      }
      if (body.data) {
        // GoTrue merges the given keys into user_metadata.
        await tx.query(
          `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb, updated_at = now() where id = $1`,
          [userId, JSON.stringify(body.data)],
        );
      }
      if (email && emailChanges) {
        const taken = await findUserByEmail(tx, email);
        if (taken && taken.id !== userId)
          throw gotrueError(422, 'email_exists', 'A user with this email address has already been registered');
        // Confirmed at once: the address becomes the user's, with an email identity; an anonymous user converts.
        if (changeAtOnce) await adoptEmail(tx, userId, email);
        else {
          const redirectTo = safeRedirect(config, c.req.query('redirect_to'));
          const pkce = Boolean(body.code_challenge);
          if (pkce) {
            await createFlow(tx, {
              provider: 'email',
              method: 'email_change',
              codeChallenge: body.code_challenge,
              codeChallengeMethod: body.code_challenge_method,
              userId,
              redirectTo,
            });
          }
          await sendEmailChange(tx, config, { id: userId, email: current.email ?? '' }, email, redirectTo, pkce);
        }
      }
      return userJson(tx, userId);
    });
    return c.json(user);
  });

  app.post('/logout', async (c) => {
    const { userId, sessionId } = await requireSignedIn(c, deps);
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw gotrueError(400, 'validation_failed', 'Unsupported logout scope');
    }
    await db.transaction(null, async (tx) => {
      if (scope === 'local') await tx.query('delete from auth.sessions where id = $1', [sessionId]);
      else if (scope === 'others') await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
      else await tx.query('delete from auth.sessions where user_id = $1', [userId]);
    });
    return c.body(null, 204);
  });

  return app;
}
