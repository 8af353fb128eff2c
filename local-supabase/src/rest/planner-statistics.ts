import type { Database } from '../db/types.ts';

/** How often (at most) table sizes are compared with their statistics. */
const CHECK_INTERVAL_MS = 10_000;

/**
 * Tables of the exposed schemas never analyzed, or whose size moved by more than
 * a fifth (and a page) since: the same trigger autovacuum's autoanalyze uses, on sizes.
 */
const STALE_TABLES_SQL = `
select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
 where n.nspname = any($1::text[]) and c.relkind in ('r', 'm')
   and (c.reltuples < 0
        or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages) > 1 + c.relpages / 5)`;

/**
 * PGlite has no autovacuum, so nothing gathers planner statistics and every
 * estimate is a guess. The query budget needs real estimates: before a request,
 * tables whose statistics are missing or stale are analyzed (at most every few
 * seconds, one refresh shared by concurrent requests).
 */
export class PlannerStatistics {
  private checkedAt = 0;
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly schemas: readonly string[],
  ) {}

  async refresh(): Promise<void> {
    if (this.refreshing === null && Date.now() - this.checkedAt > CHECK_INTERVAL_MS) {
      this.checkedAt = Date.now();
      this.refreshing = this.analyzeStale().finally(() => {
        this.refreshing = null;
      });
    }
    await this.refreshing;
  }

  private analyzeStale(): Promise<void> {
    return this.db.transaction(null, async (tx) => {
      const stale = await tx.query<{ name: string }>(STALE_TABLES_SQL, [this.schemas]);
      // Names come from pg_class through format('%I'), so they are quoted identifiers.
      if (stale.rows.length > 0) await tx.query(`analyze ${stale.rows.map((r) => r.name).join(', ')}`);
    });
  }
}
