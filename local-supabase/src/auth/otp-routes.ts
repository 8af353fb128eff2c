import { Hono } from 'hono';
import { z } from 'zod';
import type { Queryable } from '../db/types.ts';
import type { AppEnv } from '../http/context.ts';
import { gotrueError } from '../http/api-error.ts';
import type { AuthDeps } from './auth-deps.ts';
import { sendConfirmation, sendEmailChange, sendRecoveryOrMagicLink } from './email-senders.ts';
import { createFlow } from './flow-state.ts';
import { metadata, normaliseEmail, parseBody, pkceFields } from './input.ts';
import { clientIp } from './rate-limit.ts';
import { safeRedirect } from './redirects.ts';
import { createUser, findUserByEmail } from './users-repo.ts';

const OtpBody = z
  .object({
    email: z.string().optional(),
    phone: z.string().optional(),
    // supabase-js sends shouldCreateUser as create_user; GoTrue defaults it to true.
    create_user: z.boolean().optional(),
    data: metadata.optional().nullable(),
    channel: z.string().optional(),
    ...pkceFields,
  })
  .loose();

const ResendBody = z.object({ type: z.string().optional(), email: z.string().optional(), phone: z.string().optional() }).loose();

const validation = (message: string) => gotrueError(400, 'validation_failed', message);

/** GoTrue's validatePKCEParams: both or neither. */
function pkceOf(body: { code_challenge?: string | null | undefined; code_challenge_method?: string | null | undefined }): boolean {
  const challenge = Boolean(body.code_challenge);
  if (challenge !== Boolean(body.code_challenge_method)) {
    throw validation('PKCE flow requires code_challenge_method and code_challenge');
  }
  return challenge;
}

/** POST /otp (signInWithOtp with an e-mail: magic link and code) and POST /resend. */
export function otpRoutes(deps: AuthDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { config, db } = deps;

  app.post('/otp', async (c) => {
    deps.limits.otp.hit(clientIp(c));
    const body = await parseBody(c, OtpBody);
    if (body.email && body.phone) throw validation('Only an email address or phone number should be provided');
    if (body.email && body.channel) throw validation('Channel should only be specified with Phone OTP');
    const pkce = pkceOf(body);
    if (!body.email) {
      if (body.phone) throw gotrueError(400, 'phone_provider_disabled', 'Unsupported phone provider');
      throw validation('One of email or phone must be set');
    }
    const email = normaliseEmail(body.email);
    // GoTrue's Otp: a new user needs create_user and sign-ups open (GOTRUE_DISABLE_SIGNUP).
    const createAllowed = (body.create_user ?? true) && !config.GOTRUE_DISABLE_SIGNUP;
    const redirectTo = safeRedirect(config, c.req.query('redirect_to'));
    const flow = (tx: Queryable, method: 'email/signup' | 'magiclink', userId: string) =>
      createFlow(tx, {
        provider: 'email',
        method,
        codeChallenge: body.code_challenge,
        codeChallengeMethod: body.code_challenge_method,
        userId,
        redirectTo,
      });

    await db.transaction(null, async (tx) => {
      const existing = await findUserByEmail(tx, email);
      // Beyond hosted (which answers 422 otp_disabled): an unknown address answers as a known one,
      // so /otp does not tell who has an account (decision 0041). No e-mail is sent.
      if (!existing && !createAllowed) return;
      deps.limits.email.hit(clientIp(c));
      let user = existing ? { id: existing.id, confirmed: Boolean(existing.email_confirmed_at) } : null;
      if (!user) {
        // GoTrue signs the address up (no password) and then mails as for any unconfirmed user.
        deps.limits.signup.hit(clientIp(c));
        const id = await createUser(tx, {
          email,
          passwordHash: null,
          confirmed: config.MAILER_AUTOCONFIRM,
          userMetadata: body.data ?? {},
          appMetadata: {},
          provider: 'email',
        });
        user = { id, confirmed: config.MAILER_AUTOCONFIRM };
      } else if (!user.confirmed && body.data) {
        await tx.query(`update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb where id = $1`, [
          user.id,
          JSON.stringify(body.data),
        ]);
      }
      if (!user.confirmed && config.MAILER_AUTOCONFIRM) {
        await tx.query('update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1', [user.id]);
        user.confirmed = true;
      }
      if (!user.confirmed) {
        // The confirmation e-mail is the sign-in link of an unconfirmed address.
        if (pkce) await flow(tx, 'email/signup', user.id);
        await sendConfirmation(tx, config, { id: user.id, email }, redirectTo, pkce);
        return;
      }
      if (pkce) await flow(tx, 'magiclink', user.id);
      await sendRecoveryOrMagicLink(tx, config, { id: user.id, email }, 'magiclink', redirectTo, pkce);
    });
    return c.json({});
  });

  app.post('/resend', async (c) => {
    const body = await parseBody(c, ResendBody);
    const type = body.type ?? '';
    if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
      throw validation('Missing one of these types: signup, email_change, sms, phone_change');
    }
    if (!body.email && type === 'signup') throw validation('Type provided requires an email address');
    if (!body.phone && type === 'sms') throw validation('Type provided requires a phone number');
    if (body.email && body.phone) throw validation('Only an email address or phone number should be provided.');
    // No phone provider here: no phone user to resend to.
    if (!body.email) return c.json({});
    const email = normaliseEmail(body.email);
    const redirectTo = safeRedirect(config, c.req.query('redirect_to'));
    await db.transaction(null, async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user) return; // no account enumeration
      if (type === 'signup' && !user.email_confirmed_at) {
        deps.limits.email.hit(clientIp(c));
        // GoTrue resends in the implicit flow, whatever the client asked ("PKCE not implemented yet").
        await sendConfirmation(tx, config, { id: user.id, email }, redirectTo, false);
      }
      if (type === 'email_change') {
        const pending = await tx.query<{ email_change: string | null }>('select email_change from auth.users where id = $1', [user.id]);
        const newEmail = pending.rows[0]?.email_change ?? '';
        if (newEmail === '') return;
        deps.limits.email.hit(clientIp(c));
        await sendEmailChange(tx, config, { id: user.id, email }, newEmail, redirectTo, false);
      }
    });
    return c.json({});
  });

  return app;
}
