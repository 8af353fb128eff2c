import { randomBytes, randomUUID } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/types.ts';
import { jwtKeysFor } from '../http/jwt.ts';
import { findUserById, userJson } from './users-repo.ts';

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

export const newRefreshToken = (): string => randomBytes(24).toString('base64url');

/** GoTrue's amr entry: how, and when, the session's user proved who they are. */
export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** Methods that prove a second factor: a session holding one is aal2 (GoTrue's IsAAL2Claim). */
const AAL2_METHODS: ReadonlySet<string> = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

/** Records (or refreshes the time of) one way the session's user authenticated (GoTrue's AddClaimToSession). */
export async function addAmrClaim(tx: Queryable, sessionId: string, method: string): Promise<void> {
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

/** The session's aal and amr, computed from its claims as GoTrue does (most recent first). */
export async function sessionAssurance(tx: Queryable, sessionId: string): Promise<{ aal: 'aal1' | 'aal2'; amr: AmrEntry[] }> {
  const claims = await tx.query<{ method: string; timestamp: string | number }>(
    `select authentication_method as method, extract(epoch from updated_at)::bigint as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc, id`,
    [sessionId],
  );
  const amr = claims.rows.map((r) => ({ method: r.method, timestamp: Number(r.timestamp) }));
  return { aal: amr.some((e) => AAL2_METHODS.has(e.method)) ? 'aal2' : 'aal1', amr };
}

/** An access token with GoTrue's claims for an existing session; aal and amr come from the session's claims. */
export async function accessToken(
  config: Config,
  tx: Queryable,
  userId: string,
  sessionId: string,
): Promise<{ token: string; expiresAt: number }> {
  const user = await findUserById(tx, userId);
  if (!user) throw new Error(`user ${userId} not found`);
  const { aal, amr } = await sessionAssurance(tx, sessionId);
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + config.JWT_EXPIRY;
  const token = await jwtKeysFor(config).signAccessToken({
    iss: `${config.apiExternalUrl}/auth/v1`,
    sub: user.id,
    aud: 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: 'authenticated',
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  });
  return { token, expiresAt: exp };
}

async function sessionJson(config: Config, tx: Queryable, userId: string, sessionId: string, refreshToken: string): Promise<SessionJson> {
  const { token, expiresAt } = await accessToken(config, tx, userId, sessionId);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: config.JWT_EXPIRY,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(tx, userId),
  };
}

/** A new session (sign-in of any kind): records last_sign_in_at, the sign-in method (amr) and the first refresh token. */
export async function startSession(config: Config, tx: Queryable, userId: string, method: string): Promise<SessionJson> {
  const sessionId = randomUUID();
  const refresh = newRefreshToken();
  await tx.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionId, userId]);
  await addAmrClaim(tx, sessionId, method);
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [refresh, userId, sessionId]);
  await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
  return sessionJson(config, tx, userId, sessionId, refresh);
}

/** Rotation: the presented token is revoked and a child token issued in the same session. */
export async function rotateSession(
  config: Config,
  tx: Queryable,
  row: { token: string; user_id: string; session_id: string },
): Promise<SessionJson> {
  const refresh = newRefreshToken();
  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [row.token]);
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
    refresh,
    row.user_id,
    row.session_id,
    row.token,
  ]);
  await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [row.session_id]);
  return sessionJson(config, tx, row.user_id, row.session_id, refresh);
}

/** Re-issues the session's current token (a retry within the reuse interval). */
export async function currentSession(
  config: Config,
  tx: Queryable,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<SessionJson> {
  return sessionJson(config, tx, userId, sessionId, refreshToken);
}

export async function sessionExists(tx: Queryable, sessionId: string): Promise<boolean> {
  const result = await tx.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return result.rows.length > 0;
}
