import type { Queryable } from '../db/types.ts';
import type { PlanNode } from './plan-estimate.ts';
import type { Statement } from './statement-sql.ts';

/**
 * PostgREST's `count=planned`: the planner's row estimate for the filtered rows (`explain` of the count query),
 * never the rows themselves. `count=estimated` is the exact count up to db-max-rows and the estimate above it.
 */
export async function plannedCount(tx: Queryable, statement: Statement): Promise<number | null> {
  if (statement.countSql === undefined) return null;
  // The count query leaves out the page's parameters (limit, offset, select paths), but Postgres must be able to
  // type every bound one: name the unused ones in the select list, where they do not change the estimate.
  const used = new Set([...statement.countSql.matchAll(/\$(\d+)\b/g)].map((m) => Number(m[1])));
  const unused = statement.params.map((_, i) => i + 1).filter((n) => !used.has(n));
  const extra = unused.map((n) => `, $${n}::text`).join('');
  const sql = `explain (format json) select 1${extra} from (${statement.countSql}) pgrst_count`;
  const result = await tx.query<{ 'QUERY PLAN': unknown }>(sql, statement.params);
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: PlanNode }[] | undefined;
  const rows = plan?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? Math.round(rows) : null;
}
