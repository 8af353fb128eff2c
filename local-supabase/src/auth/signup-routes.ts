import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { gotrueError } from '../http/api-error.ts';
import { signUpAnonymously, signupDisabled } from './anonymous-signup.ts';
import type { AuthDeps } from './auth-deps.ts';
import { sendConfirmation } from './email-senders.ts';
import { createFlow } from './flow-state.ts';
import { metadata, normaliseEmail, parseBody, pkceFields } from './input.ts';
import { passwordPolicyOf, checkPassword, hashPassword } from './password.ts';
import { clientIp } from './rate-limit.ts';
import { safeRedirect } from './redirects.ts';
import { startSession } from './sessions.ts';
import { createUser, findUserByEmail, userJson } from './users-repo.ts';

const SignupBody = z
  .object({
    email: z.string().optional(),
    phone: z.string().optional(),
    password: z.string().optional(),
    data: metadata.optional().nullable(),
    ...pkceFields,
  })
  .loose();

/** GoTrue's sanitizeUser for an existing address: looks like a new unconfirmed user and is not stored. */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** POST /signup: a session at once with autoconfirm, else a bare user and a confirmation e-mail. */
export function signupRoutes(deps: AuthDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { config, db } = deps;

  app.post('/signup', async (c) => {
    const body = await parseBody(c, SignupBody);
    // GoTrue's /signup router: no email and no phone means an anonymous sign-in.
    if (!body.email && !body.phone) return signUpAnonymously(c, deps, body.data ?? {});
    if (config.GOTRUE_DISABLE_SIGNUP) throw signupDisabled();
    deps.limits.signup.hit(clientIp(c));
    if (body.phone && !body.email) throw gotrueError(422, 'phone_provider_disabled', 'Phone signups are disabled');
    const email = normaliseEmail(body.email);
    const password = checkPassword(body.password, passwordPolicyOf(config));
    const redirectTo = safeRedirect(config, c.req.query('redirect_to'));
    const existing = await db.transaction(null, (tx) => findUserByEmail(tx, email));
    if (existing) {
      // With confirmations on, hosted GoTrue hides who has an account: a made-up user, 200, no e-mail.
      // With autoconfirm a new address gets a session at once, so hiding is impossible; hosted answers 422.
      if (!config.MAILER_AUTOCONFIRM) return c.json(obfuscatedUser(email, body.data ?? {}));
      throw gotrueError(422, 'user_already_exists', 'User already registered');
    }
    if (!config.MAILER_AUTOCONFIRM) deps.limits.email.hit(clientIp(c));
    const passwordHash = await hashPassword(password);

    const result = await db.transaction(null, async (tx) => {
      // Re-checked inside the transaction: two racing sign-ups must not both pass.
      if (await findUserByEmail(tx, email)) throw gotrueError(422, 'user_already_exists', 'User already registered');
      const userId = await createUser(tx, {
        email,
        passwordHash,
        confirmed: config.MAILER_AUTOCONFIRM,
        userMetadata: body.data ?? {},
        appMetadata: {},
        provider: 'email',
      });
      if (config.MAILER_AUTOCONFIRM) return startSession(config, tx, userId, 'password');
      const pkce = Boolean(body.code_challenge);
      if (pkce) {
        await createFlow(tx, {
          provider: 'email',
          method: 'email/signup',
          codeChallenge: body.code_challenge,
          codeChallengeMethod: body.code_challenge_method,
          userId,
          redirectTo,
        });
      }
      await sendConfirmation(tx, config, { id: userId, email }, redirectTo, pkce);
      return userJson(tx, userId);
    });
    return c.json(result);
  });

  return app;
}
