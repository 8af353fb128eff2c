import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import { gotrueError, type ApiError } from '../http/api-error.ts';

/** GoTrue's MFA defaults (config.MFA.*): enrolment limits and how long challenges and unverified factors live. */
export const MFA_LIMITS = {
  maxEnrolledFactors: 10,
  maxVerifiedFactors: 10,
  challengeExpirySeconds: 300,
  unverifiedFactorExpirySeconds: 300,
} as const;

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'unverified' | 'verified';
  secret: string | null;
}

export interface ChallengeRow {
  id: string;
  ip_address: string;
  verified: boolean;
  expired: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GoTrue's loadFactor: the caller's own factor, else 404 (another user's factor is "not found" too). */
export async function ownedFactor(tx: Queryable, userId: string, factorId: string, forUpdate = false): Promise<FactorRow> {
  if (!UUID.test(factorId)) throw gotrueError(404, 'validation_failed', 'factor_id must be an UUID');
  const result = await tx.query<FactorRow>(
    `select id, user_id, friendly_name, factor_type, status, secret from auth.mfa_factors
      where id = $1 and user_id = $2${forUpdate ? ' for update' : ''}`,
    [factorId, userId],
  );
  const factor = result.rows[0];
  if (!factor) throw gotrueError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

/** GoTrue's validateFactors: drops stale unverified factors, then checks name uniqueness, limits and the session's aal. */
export async function assertMayEnroll(tx: Queryable, userId: string, friendlyName: string, sessionAal: string): Promise<void> {
  await tx.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified'
        and updated_at < now() - make_interval(secs => $2)`,
    [userId, MFA_LIMITS.unverifiedFactorExpirySeconds],
  );
  const factors = await tx.query<{ friendly_name: string | null; status: string }>(
    'select friendly_name, status from auth.mfa_factors where user_id = $1',
    [userId],
  );
  if (factors.rows.some((f) => (f.friendly_name ?? '') === friendlyName)) {
    throw gotrueError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
  }
  const verified = factors.rows.filter((f) => f.status === 'verified').length;
  if (factors.rows.length >= MFA_LIMITS.maxEnrolledFactors || verified >= MFA_LIMITS.maxVerifiedFactors) {
    throw gotrueError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
  }
  if (verified > 0 && sessionAal !== 'aal2') {
    throw gotrueError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
  }
}

export async function insertTotpFactor(tx: Queryable, userId: string, friendlyName: string, secret: string): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
     values ($1, $2, $3, 'totp', 'unverified', $4)`,
    [id, userId, friendlyName, secret],
  );
  return id;
}

/** A new challenge bound to the caller's IP, as GoTrue's CreateChallenge. */
export async function insertChallenge(tx: Queryable, factorId: string, ip: string): Promise<{ id: string; expiresAt: number }> {
  const id = randomUUID();
  const result = await tx.query<{ expires_at: string }>(
    `insert into auth.mfa_challenges (id, factor_id, ip_address) values ($1, $2, $3)
     returning extract(epoch from created_at + make_interval(secs => $4))::bigint as expires_at`,
    [id, factorId, ip, MFA_LIMITS.challengeExpirySeconds],
  );
  await tx.query('update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1', [factorId]);
  return { id, expiresAt: Number(result.rows[0]?.expires_at) };
}

/**
 * GoTrue's validateChallenge: unknown → 422 not found; already used or asked
 * from another IP → mismatch; too old → expired. Returns the refusal instead of
 * throwing so the caller commits the expired challenge's deletion.
 */
export async function openChallenge(tx: Queryable, factorId: string, challengeId: string, ip: string): Promise<ChallengeRow | ApiError> {
  const result = UUID.test(challengeId)
    ? await tx.query<ChallengeRow>(
        `select id, ip_address, verified_at is not null as verified,
                created_at + make_interval(secs => $3) < now() as expired
           from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
        [challengeId, factorId, MFA_LIMITS.challengeExpirySeconds],
      )
    : { rows: [] };
  const challenge = result.rows[0];
  if (!challenge) return gotrueError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  if (challenge.verified || challenge.ip_address !== ip) {
    return gotrueError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (challenge.expired) {
    await tx.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
    return gotrueError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  return challenge;
}

/**
 * After a successful verify (GoTrue's updateMFASessionAndClaims and what follows):
 * the session gains the factor's amr claim and aal2, the user's aal1 sessions
 * elsewhere are signed out, and other unverified factors of the type go.
 */
export async function upgradeSession(tx: Queryable, userId: string, sessionId: string, factor: FactorRow): Promise<void> {
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, factor.factor_type],
  );
  await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [sessionId, factor.id]);
  await tx.query(`delete from auth.sessions where user_id = $1 and aal = 'aal1'`, [userId]);
  await tx.query(`delete from auth.mfa_factors where user_id = $1 and factor_type = $2 and status = 'unverified' and id <> $3`, [
    userId,
    factor.factor_type,
    factor.id,
  ]);
}

/** GoTrue's DowngradeSessionsToAAL1: sessions verified with a removed factor lose its claim and drop to aal1. */
export async function downgradeSessions(tx: Queryable, factor: FactorRow): Promise<void> {
  await tx.query(
    `delete from auth.mfa_amr_claims c using auth.sessions s
      where c.session_id = s.id and s.factor_id = $1 and c.authentication_method = $2`,
    [factor.id, factor.factor_type],
  );
  await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`, [factor.id]);
}

/** Whether the user has a verified factor and this session has not used it (GoTrue's aal1 of an MFA user). */
export async function needsAal2(tx: Queryable, userId: string, sessionId: string): Promise<boolean> {
  const result = await tx.query<{ needs: boolean }>(
    `select exists (select 1 from auth.mfa_factors where user_id = $1 and status = 'verified')
        and coalesce((select aal from auth.sessions where id = $2), 'aal1') <> 'aal2' as needs`,
    [userId, sessionId],
  );
  return result.rows[0]?.needs ?? false;
}
