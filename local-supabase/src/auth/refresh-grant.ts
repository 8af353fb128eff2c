import { gotrueError } from '../http/api-error.ts';
import type { AuthDeps } from './auth-deps.ts';
import { currentSession, rotateSession, type SessionJson } from './sessions.ts';
import { isBanned } from './users-repo.ts';

interface TokenRow {
  token: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  // Seconds since the token was revoked (rotated); null while active.
  revoked_for: number | null;
}

const REFUSALS = {
  reused: () => gotrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  not_found: () => gotrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  banned: () => gotrueError(400, 'user_banned', 'Invalid Refresh Token: User Banned'),
};

/**
 * Refresh-token rotation with GoTrue's reuse detection: an active token is
 * swapped for a child; a revoked one replayed within the reuse interval is a
 * client retry and gets the session's current token; replayed later it means
 * the token leaked, so the whole session (every token of the family) is revoked.
 */
export async function refreshGrant(deps: AuthDeps, presented: string): Promise<SessionJson> {
  const { config } = deps;
  const outcome = await deps.db.transaction(null, async (tx): Promise<{ session: SessionJson } | { error: keyof typeof REFUSALS }> => {
    const found = await tx.query<TokenRow>(
      `select token, user_id, session_id, revoked,
              case when revoked then extract(epoch from now() - updated_at)::float8 end as revoked_for
         from auth.refresh_tokens where token = $1 for update`,
      [presented],
    );
    const row = found.rows[0];
    if (!row) return { error: 'not_found' };
    // GoTrue refuses a banned user's refresh before anything else (the session stays, unusable until the ban ends).
    if (await isBanned(tx, row.user_id)) return { error: 'banned' };
    if (!row.revoked) return { session: await rotateSession(config, tx, row) };

    const active = await tx.query<{ token: string }>(
      'select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
      [row.session_id],
    );
    const current = active.rows[0]?.token;
    if (current && row.revoked_for !== null && row.revoked_for < config.REFRESH_TOKEN_REUSE_INTERVAL) {
      return { session: await currentSession(config, tx, row.user_id, row.session_id, current) };
    }
    await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
    return { error: 'reused' };
  });
  // Thrown after the transaction so the revocation above is committed, not rolled back.
  if ('error' in outcome) throw REFUSALS[outcome.error]();
  return outcome.session;
}
