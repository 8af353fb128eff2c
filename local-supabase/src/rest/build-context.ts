import type { Catalog } from './catalog-types.ts';
import type { Scope } from './level-scope.ts';
import type { LevelParams } from './query-params.ts';
import type { AggregateFunction, SelectItem } from './select-parser.ts';
import type { SqlParams } from './sql-params.ts';

/*
 * What building a select's levels shares: the context one statement's levels are built in, and the shapes
 * a level answers with. select-sql.ts builds a level; embed-sql.ts builds an embedded resource, which is a
 * level again, through the `buildLevel` the context carries, so the two recurse without importing each other.
 */

export interface BuildContext {
  catalog: Catalog;
  params: SqlParams;
  levels: Map<string, LevelParams>;
  /** Level paths an embed has claimed; the rest are reported as PGRST108. */
  usedLevels: Set<string>;
  aliasCount: number;
  /** Builds a nested level (an embed's rows): select-sql.ts's buildLevel. */
  buildLevel: (
    ctx: BuildContext,
    scope: LevelScope,
    items: SelectItem[],
    level: LevelParams,
    path?: string,
    options?: LevelOptions,
  ) => LevelSql;
}

/** A level of the result: where its rows come from and which table's keys it embeds through. */
export interface LevelScope extends Scope {
  /** Name used to look up foreign keys (a table or view), null when nothing can be embedded. */
  linkName: string | null;
}

/** One output column of a level. */
export interface OutputColumn {
  expr: string;
  /** Null for `alias.*`. */
  name: string | null;
  /** An aggregate applied at this level; the level groups by its other columns. */
  aggregated: boolean;
  /** An aggregate of a spread level, applied by the first non-spread level above (PostgREST's hoisting). */
  hoisted?: { fn: AggregateFunction; cast: string | null };
}

export interface LevelSql {
  columns: string;
  /** The columns one by one, for a parent that spreads this level. */
  outputs: OutputColumn[];
  /** The level's own filters and its `!inner` embeds' existence tests. */
  conditions: string[];
  /** ` group by …` when the level aggregates, else ''. */
  groupBy: string;
  order: string;
  limit: string;
}

export interface LevelOptions {
  /** Spread levels: `*` becomes explicit columns and aggregates are left for the parent to apply. */
  spread?: boolean;
}

const EMPTY_LEVEL: LevelParams = { filters: [], order: [], limit: null, offset: null };

export const nextAlias = (ctx: BuildContext): string => `pgrst_${ctx.aliasCount++}`;

export function levelParams(ctx: BuildContext, path: string, fallbackPath: string): LevelParams {
  for (const candidate of [path, fallbackPath]) {
    const level = ctx.levels.get(candidate);
    if (level) {
      ctx.usedLevels.add(candidate);
      return level;
    }
  }
  return EMPTY_LEVEL;
}
