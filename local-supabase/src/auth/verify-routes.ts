import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import type { Queryable } from '../db/types.ts';
import { ApiError, gotrueError } from '../http/api-error.ts';
import type { AuthDeps } from './auth-deps.ts';
import { PKCE_PREFIX } from './email-otp.ts';
import { sendRecoveryOrMagicLink } from './email-senders.ts';
import {
  findByEmailAndCode,
  findByTokenHash,
  SINGLE_CONFIRMATION_ACCEPTED,
  spendToken,
  verifyTypeOf,
  type VerifiedToken,
  type VerifiedType,
  voidEmailedCodes,
} from './email-tokens.ts';
import { createFlow, issueAuthCode, latestEmailFlow, type FlowMethod } from './flow-state.ts';
import { normaliseEmail, normalisePhone, parseBody, pkceFields } from './input.ts';
import { clientIp } from './rate-limit.ts';
import { safeRedirect, withFragment, withQuery } from './redirects.ts';
import { startSession, type SessionJson } from './sessions.ts';
import { findUserByEmail } from './users-repo.ts';

const RecoverBody = z.object({ email: z.string().optional(), ...pkceFields }).loose();
const VerifyBody = z
  .object({
    type: z.string().optional(),
    token: z.string().max(512).optional(),
    token_hash: z.string().max(512).optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
    redirect_to: z.string().optional(),
  })
  .loose();

/** The flow a PKCE link's type belongs to (GoTrue's authentication_method). */
const FLOW_METHOD: Record<VerifiedType, FlowMethod | null> = {
  signup: 'email/signup',
  invite: null,
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

/** A verified e-mail sign-in: recovery sessions say so in amr (supabase-js then emits PASSWORD_RECOVERY). */
const amrOf = (type: VerifiedType): string => (type === 'recovery' ? 'recovery' : 'otp');

const validation = (message: string) => gotrueError(400, 'validation_failed', message);

/** POST /recover (always 200), GET /verify (the e-mailed link) and POST /verify (verifyOtp). */
export function verifyRoutes(deps: AuthDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { config, db } = deps;

  app.post('/recover', async (c) => {
    const body = await parseBody(c, RecoverBody);
    const email = normaliseEmail(body.email);
    deps.limits.email.hit(clientIp(c));
    const redirectTo = safeRedirect(config, c.req.query('redirect_to'));
    await db.transaction(null, async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user) return; // same answer either way: no account enumeration
      const pkce = Boolean(body.code_challenge);
      if (pkce) {
        await createFlow(tx, {
          provider: 'email',
          method: 'recovery',
          codeChallenge: body.code_challenge,
          codeChallengeMethod: body.code_challenge_method,
          userId: user.id,
          redirectTo,
        });
      }
      await sendRecoveryOrMagicLink(tx, config, { id: user.id, email }, 'recovery', redirectTo, pkce);
    });
    return c.json({});
  });

  /** After the token is spent: a PKCE link's code, or the implicit flow's session in the fragment. */
  async function landing(tx: Queryable, token: VerifiedToken, redirectTo: string): Promise<string> {
    const method = FLOW_METHOD[token.type];
    if (token.pkce && method) {
      const flowId = await latestEmailFlow(tx, token.userId, method);
      if (!flowId) throw gotrueError(404, 'flow_state_not_found', 'No associated flow state found.');
      return withQuery(redirectTo, { code: await issueAuthCode(tx, flowId, token.userId) });
    }
    const session = await startSession(config, tx, token.userId, amrOf(token.type));
    return withFragment(redirectTo, {
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type: token.type,
    });
  }

  app.get('/verify', async (c) => {
    deps.limits.verify.hit(clientIp(c));
    const rawType = c.req.query('type') ?? '';
    const token = c.req.query('token') ?? '';
    if (rawType === '') throw validation('Verify requires a verification type');
    if (token === '') throw validation('Verify requires a token or a token hash');
    const type = verifyTypeOf(rawType);
    const pkce = token.startsWith(PKCE_PREFIX);
    const redirectTo = safeRedirect(config, c.req.query('redirect_to'));
    const target = await db
      .transaction(null, async (tx) => {
        if (!type) throw validation('Invalid email verification type');
        const found = await findByTokenHash(tx, config, type, token);
        if ((await spendToken(tx, config, found)) === 'single') {
          // The first of two e-mail change links: GoTrue says so in the fragment (and the query, PKCE).
          const url = new URL(redirectTo);
          if (pkce) url.searchParams.set('message', SINGLE_CONFIRMATION_ACCEPTED);
          url.hash = new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED }).toString();
          return url.href;
        }
        return landing(tx, found, redirectTo);
      })
      .catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        // GoTrue's prepErrorRedirectURL: the error in the fragment, and in the query for a PKCE link.
        const params = {
          error: error.status === 403 ? 'access_denied' : error.status === 404 ? 'not_found' : 'invalid_request',
          error_code: error.code,
          error_description: error.message,
        };
        const url = new URL(pkce ? withQuery(redirectTo, params) : redirectTo);
        return withFragment(url.href, params);
      });
    return c.redirect(target, 303);
  });

  app.post('/verify', async (c) => {
    deps.limits.verify.hit(clientIp(c));
    const body = await parseBody(c, VerifyBody);
    const token = body.token ?? '';
    const hash = body.token_hash ?? '';
    if (!body.type) throw validation('Verify requires a verification type');
    if ((token === '' && hash === '') || (token !== '' && hash !== '')) throw validation('Verify requires either a token or a token hash');
    let email = '';
    if (token !== '') {
      if (!body.email) {
        // Phone codes: this server has no phone provider, so no phone user has a code.
        if (body.phone) {
          normalisePhone(body.phone); // a malformed number is refused before any code is looked at, as in GoTrue
          throw gotrueError(403, 'otp_expired', 'Token has expired or is invalid');
        }
        throw validation('Only an email address or phone number should be provided on verify');
      }
      try {
        email = normaliseEmail(body.email);
      } catch {
        throw gotrueError(422, 'validation_failed', 'Invalid email format');
      }
    } else if (body.email || body.phone || body.redirect_to) {
      throw validation('Only the token_hash and type should be provided');
    }
    const type = verifyTypeOf(body.type);
    if (!type) throw validation(token !== '' ? 'Unsupported verification type' : 'Invalid email verification type');

    const result = await db
      .transaction(null, async (tx): Promise<SessionJson | null> => {
        const found =
          token !== '' ? await findByEmailAndCode(tx, config, type, email, token) : await findByTokenHash(tx, config, type, hash);
        if ((await spendToken(tx, config, found)) === 'single') return null;
        return startSession(config, tx, found.userId, amrOf(found.type));
      })
      .catch(async (error: unknown) => {
        // A wrong 6-digit code: the fifth voids every code mailed to the address (a token_hash cannot be guessed).
        if (token !== '' && error instanceof ApiError && error.code === 'otp_expired' && deps.wrongOtp.fail(email)) {
          await db.transaction(null, (tx) => voidEmailedCodes(tx, email));
        }
        throw error;
      });
    if (token !== '') deps.wrongOtp.reset(email);
    if (!result) return c.json({ msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' });
    return c.json(result);
  });

  return app;
}
