import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError, gotrueError } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { requireSignedIn, type AuthDeps } from './auth-deps.ts';
import { parseBody } from './input.ts';
import {
  assertMayEnroll,
  downgradeSessions,
  insertChallenge,
  insertTotpFactor,
  openChallenge,
  ownedFactor,
  upgradeSession,
} from './mfa-factors.ts';
import { clientIp } from './rate-limit.ts';
import { rotateSession, type SessionJson } from './sessions.ts';
import { newTotp, totpCodeMatches } from './totp.ts';
import { findUserById } from './users-repo.ts';

const EnrollBody = z
  .object({
    factor_type: z.string().optional(),
    friendly_name: z.string().max(255).optional(),
    issuer: z.string().max(255).optional(),
  })
  .loose();
const factorLocked = () =>
  gotrueError(429, 'mfa_verification_rejected', 'Too many invalid MFA codes for this factor. Try again in 15 minutes.');
const VerifyBody = z.object({ challenge_id: z.string().optional(), code: z.string().optional() }).loose();

/**
 * GoTrue's MFA API for TOTP (`supabase.auth.mfa.*`): enrol, challenge, verify
 * (which upgrades the session to aal2 and returns new tokens) and unenrol.
 * Phone and WebAuthn factors are answered as a project with them disabled.
 */
export function mfaRoutes(deps: AuthDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { config, db } = deps;

  const sessionAal = async (sessionId: string): Promise<string> =>
    db.transaction(null, async (tx) => {
      const result = await tx.query<{ aal: string }>('select aal from auth.sessions where id = $1', [sessionId]);
      return result.rows[0]?.aal ?? 'aal1';
    });

  app.post('/factors', async (c) => {
    const { userId, sessionId } = await requireSignedIn(c, deps);
    const body = await parseBody(c, EnrollBody);
    if (body.factor_type === 'phone') throw gotrueError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    if (body.factor_type === 'webauthn') throw gotrueError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
    if (body.factor_type !== 'totp') throw gotrueError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
    const friendlyName = body.friendly_name ?? '';
    const issuer = body.issuer || new URL(config.SITE_URL).host;
    const aal = await sessionAal(sessionId);
    const enrolled = await db.transaction(null, async (tx) => {
      const user = await findUserById(tx, userId);
      if (!user) throw gotrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      await assertMayEnroll(tx, userId, friendlyName, aal);
      const totp = newTotp(issuer, user.email ?? '');
      const id = await insertTotpFactor(tx, userId, friendlyName, totp.secret);
      return { id, totp };
    });
    return c.json({
      id: enrolled.id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: enrolled.totp.qrSvg, secret: enrolled.totp.secret, uri: enrolled.totp.uri },
    });
  });

  app.post('/factors/:id/challenge', async (c) => {
    deps.limits.mfa.hit(clientIp(c));
    const { userId } = await requireSignedIn(c, deps);
    const challenge = await db.transaction(null, async (tx) => {
      const factor = await ownedFactor(tx, userId, c.req.param('id'));
      return { type: factor.factor_type, ...(await insertChallenge(tx, factor.id, clientIp(c))) };
    });
    return c.json({ id: challenge.id, type: challenge.type, expires_at: challenge.expiresAt });
  });

  app.post('/factors/:id/verify', async (c) => {
    deps.limits.mfa.hit(clientIp(c));
    const { userId, sessionId } = await requireSignedIn(c, deps);
    const body = await parseBody(c, VerifyBody);
    const code = body.code ?? '';
    if (code === '') throw gotrueError(400, 'validation_failed', 'Code needs to be non-empty');
    const outcome = await db.transaction(null, async (tx): Promise<SessionJson | ApiError> => {
      const factor = await ownedFactor(tx, userId, c.req.param('id'), true);
      // Beyond hosted (decision 0041): a factor that took too many wrong codes refuses even the right one for a while.
      if (deps.wrongMfa.locked(factor.id)) return factorLocked();
      const challenge = await openChallenge(tx, factor.id, body.challenge_id ?? '', clientIp(c));
      if (challenge instanceof ApiError) return challenge;
      if (!factor.secret || !totpCodeMatches(factor.secret, code)) {
        deps.wrongMfa.fail(factor.id);
        return gotrueError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
      }
      deps.wrongMfa.reset(factor.id);
      await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challenge.id]);
      await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
      await upgradeSession(tx, userId, sessionId, factor);
      // GoTrue swaps the session's current refresh token for a new one along with the new access token.
      const current = await tx.query<{ token: string }>(
        'select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
        [sessionId],
      );
      const token = current.rows[0]?.token;
      if (!token) return gotrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      return rotateSession(config, tx, { token, user_id: userId, session_id: sessionId });
    });
    // Thrown after the transaction so an expired challenge's deletion is committed.
    if (outcome instanceof ApiError) throw outcome;
    return c.json(outcome);
  });

  app.delete('/factors/:id', async (c) => {
    const { userId, sessionId } = await requireSignedIn(c, deps);
    const aal = await sessionAal(sessionId);
    const id = await db.transaction(null, async (tx) => {
      const factor = await ownedFactor(tx, userId, c.req.param('id'), true);
      if (factor.status === 'verified' && aal !== 'aal2') {
        throw gotrueError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
      }
      await downgradeSessions(tx, factor);
      await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
      return factor.id;
    });
    return c.json({ id });
  });

  return app;
}
