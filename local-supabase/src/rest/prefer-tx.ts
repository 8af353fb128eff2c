import type { Database, Queryable, RequestContext } from '../db/types.ts';
import { postgrestError } from '../http/api-error.ts';
import type { Preferences } from './prefer.ts';

/** Carries the answer out of a transaction that must not commit. */
class RollbackWithResult<T> extends Error {
  constructor(readonly result: T) {
    super('rolled back on purpose');
  }
}

/** `Prefer: timezone=…`: the zone for this transaction only, as PostgREST sets it. */
export async function applyTimezone(tx: Queryable, prefs: Preferences): Promise<void> {
  if (prefs.timezone !== null) await tx.query(`select set_config('timezone', $1, true)`, [prefs.timezone]);
}

/**
 * Runs the request's transaction. With `tx=rollback` (or `db-tx-end=rollback`)
 * deferred constraints are checked first, as PostgREST does, and the work is
 * undone after the answer is known: the client sees what would have been committed.
 */
export async function runTransaction<T>(
  db: Database,
  context: RequestContext,
  prefs: Preferences,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(context, async (tx) => {
      await applyTimezone(tx, prefs);
      const result = await fn(tx);
      if (!prefs.rollback) return result;
      await tx.query('set constraints all immediate');
      throw new RollbackWithResult(result);
    });
  } catch (error) {
    if (error instanceof RollbackWithResult) return error.result as T;
    throw error;
  }
}

/** `Prefer: handling=strict, max-affected=n`: more affected rows is 400 PGRST124, and nothing stays. */
export function checkMaxAffected(prefs: Preferences, affected: number): void {
  if (prefs.handling !== 'strict' || prefs.maxAffected === null || affected <= prefs.maxAffected) return;
  throw postgrestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${affected} rows`);
}
