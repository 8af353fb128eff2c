import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import type { Queryable } from '../db/types.ts';
import { ApiError, gotrueError } from '../http/api-error.ts';
import type { AuthDeps } from './auth-deps.ts';
import { consumeEmailToken, verifyTypeOf, type VerifyType } from './email-tokens.ts';
import { createFlow, issueAuthCode, latestEmailFlow } from './flow-state.ts';
import { normaliseEmail, parseBody, pkceFields } from './input.ts';
import { sendMail, verifyLink } from './mailer.ts';
import { clientIp } from './rate-limit.ts';
import { safeRedirect, withFragment, withQuery } from './redirects.ts';
import { startSession } from './sessions.ts';
import { newEmailToken } from './signup-routes.ts';
import { findUserByEmail, isBanned } from './users-repo.ts';

const RecoverBody = z.object({ email: z.string().optional(), ...pkceFields }).loose();
const VerifyBody = z.object({ type: z.string(), token_hash: z.string().min(1).max(512) }).loose();

const FLOW_METHOD: Record<VerifyType, 'email/signup' | 'recovery' | 'email_change'> = {
  signup: 'email/signup',
  recovery: 'recovery',
  email_change: 'email_change',
};

/** GoTrue's verify refuses a banned user with 403 user_banned (the site's deactivation is a ban too). */
async function refuseBanned(tx: Queryable, userId: string): Promise<void> {
  if (await isBanned(tx, userId)) throw gotrueError(403, 'user_banned', 'User is banned');
}

/** POST /recover (always 200), GET /verify (the e-mailed link) and POST /verify (verifyOtp with token_hash). */
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
      const { token, hash } = newEmailToken();
      await tx.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [user.id, hash]);
      if (body.code_challenge) {
        await createFlow(tx, {
          provider: 'email',
          method: 'recovery',
          codeChallenge: body.code_challenge,
          codeChallengeMethod: body.code_challenge_method,
          userId: user.id,
          redirectTo,
        });
      }
      await sendMail(tx, email, 'recovery', verifyLink(config, token, 'recovery', redirectTo));
    });
    return c.json({});
  });

  app.get('/verify', async (c) => {
    const type = verifyTypeOf(c.req.query('type'));
    const token = c.req.query('token') ?? c.req.query('token_hash') ?? '';
    const redirectTo = safeRedirect(config, c.req.query('redirect_to'));
    const target = await db
      .transaction(null, async (tx) => {
        const userId = type && token ? await consumeEmailToken(tx, type, token) : null;
        if (!type || !userId) return null;
        // Thrown so the link is not spent: it works again once the ban is lifted.
        await refuseBanned(tx, userId);
        const flowId = await latestEmailFlow(tx, userId, FLOW_METHOD[type]);
        if (flowId) return withQuery(redirectTo, { code: await issueAuthCode(tx, flowId, userId) });
        const session = await startSession(config, tx, userId, type === 'recovery' ? 'recovery' : 'otp');
        return withFragment(redirectTo, {
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: 'bearer',
          type: type === 'email_change' ? 'email_change' : type,
        });
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.code === 'user_banned') {
          return withFragment(redirectTo, { error: 'access_denied', error_code: 'user_banned', error_description: error.message });
        }
        throw error;
      });
    if (target) return c.redirect(target, 303);
    return c.redirect(
      withFragment(redirectTo, {
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      }),
      303,
    );
  });

  app.post('/verify', async (c) => {
    const body = await parseBody(c, VerifyBody);
    const type = verifyTypeOf(body.type);
    if (!type) throw gotrueError(400, 'validation_failed', 'Verify requires a verification type');
    const session = await db.transaction(null, async (tx) => {
      const userId = await consumeEmailToken(tx, type, body.token_hash);
      if (!userId) throw gotrueError(403, 'otp_expired', 'Token has expired or is invalid');
      await refuseBanned(tx, userId);
      return startSession(config, tx, userId, type === 'recovery' ? 'recovery' : 'otp');
    });
    return c.json(session);
  });

  return app;
}
