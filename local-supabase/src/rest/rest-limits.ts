import type { Config } from '../config.ts';
import type { Database } from '../db/types.ts';
import { PlannerStatistics } from './planner-statistics.ts';
import { QueryBudget } from './query-budget.ts';

/** The bounds hosted Supabase puts on the data API, plus local ones that keep one request from holding the server. */
export interface RestLimits {
  /** db-max-rows: the most top-level rows a read or set-returning call answers (null = no limit). */
  maxRows: number | null;
  /** Deepest nesting of embeds in `select`. */
  maxEmbedDepth: number;
  /** Largest body sent, in bytes. */
  maxResponseBytes: number;
  /** PGlite's estimate-before-running budget; null on PostgreSQL, which enforces statement_timeout itself. */
  budget: QueryBudget | null;
}

export function restLimits(config: Config, db: Database): RestLimits {
  return {
    maxRows: config.DB_MAX_ROWS === 0 ? null : config.DB_MAX_ROWS,
    maxEmbedDepth: config.DB_MAX_EMBED_DEPTH,
    maxResponseBytes: config.DB_MAX_RESPONSE_BYTES,
    budget:
      db.engine === 'pglite' && config.DB_QUERY_BUDGET_MS > 0
        ? new QueryBudget(new PlannerStatistics(db, config.DB_SCHEMAS), config.DB_QUERY_BUDGET_MS)
        : null,
  };
}
