import { postgrestError } from '../http/api-error.ts';
import type { Queryable } from '../db/types.ts';
import type { PlannerStatistics } from './planner-statistics.ts';
import { estimatedBytes, type PlanNode } from './plan-estimate.ts';
import type { Statement } from './statement-sql.ts';

interface ExplainRow {
  'QUERY PLAN': unknown;
}

/**
 * PGlite's pace, measured on this machine class: ~12 planner cost units per
 * millisecond for scans, sorts and joins, and ~250-2000 bytes of result per
 * millisecond when building JSON (the low end is taken so the budget errs
 * towards refusing).
 */
const COST_PER_MS = 12;
const BYTES_PER_MS = 250;

function topPlan(plan: unknown): PlanNode {
  const parsed: unknown = typeof plan === 'string' ? JSON.parse(plan) : plan;
  const top = Array.isArray(parsed) ? (parsed[0] as { Plan?: PlanNode } | undefined)?.Plan : undefined;
  if (!top) throw new Error('explain returned no plan');
  return top;
}

/** Milliseconds PGlite is expected to spend on a plan: its operators' cost plus the bytes it builds. */
export function estimatedMs(plan: PlanNode): number {
  const cost = typeof plan['Total Cost'] === 'number' ? plan['Total Cost'] : 0;
  return cost / COST_PER_MS + estimatedBytes(plan) / BYTES_PER_MS;
}

/**
 * PGlite runs a statement to the end on the server's only thread and ignores
 * statement_timeout, so one huge request would stall every other. Each REST
 * statement's plan is estimated first (same transaction and role, so row-level
 * security is in the plan) and refused when it would take longer than the
 * budget, as hosted Supabase's statement_timeout would cancel it.
 */
export class QueryBudget {
  constructor(
    readonly statistics: PlannerStatistics,
    readonly maxMs: number,
  ) {}

  async check(tx: Queryable, statement: Statement): Promise<void> {
    const result = await tx.query<ExplainRow>(`explain (format json) ${statement.sql}`, statement.params);
    const ms = estimatedMs(topPlan(result.rows[0]?.['QUERY PLAN']));
    if (ms > this.maxMs) {
      throw postgrestError(
        500,
        '57014',
        'canceling statement due to statement timeout',
        null,
        `local-supabase (PGlite) refused this request before running it: it is estimated to take ${Math.round(ms)} ms, over DB_QUERY_BUDGET_MS (${this.maxMs}). Select fewer rows or embed less deeply.`,
      );
    }
  }
}
