import { postgrestError } from '../http/api-error.ts';
import type { Catalog } from './catalog-types.ts';
import { CSV_BODY_SQL } from './csv-output.ts';
import type { QueryParams } from './query-params.ts';
import { nextAlias, type BuildContext, type LevelScope } from './build-context.ts';
import { buildLevel } from './select-sql.ts';
import type { SelectItem } from './select-parser.ts';
import { SqlParams } from './sql-params.ts';

export interface Statement {
  sql: string;
  params: unknown[];
  /** `select 1 from <the filtered rows>` (same params): what PostgREST explains for `count=planned`. */
  countSql?: string;
}

/** Columns every result statement returns; Postgres renders the JSON. */
export interface ResultRow {
  body: string;
  /** The first row alone, for `.single()`. */
  first: string | null;
  page_count: number | string;
  total: number | string | null;
}

export interface StatementInput {
  catalog: Catalog;
  query: QueryParams;
  items: SelectItem[];
  /** Builds the row source once the context exists (so a mutation can bind its own values). */
  source: (params: SqlParams) => { ctes: string[]; from: string; scope: Omit<LevelScope, 'alias'> };
  /** Top-level filters, order and paging apply (reads); writes filter inside their own statement. */
  applyTopLevel: boolean;
  withTotal: boolean;
  /** `nulls=stripped`: Postgres drops the null fields. */
  stripNulls?: boolean;
  /** `text/csv`: the body is PostgREST's CSV instead of a JSON array. */
  csv?: boolean;
}

function assertLevelsUsed(ctx: BuildContext): void {
  for (const path of ctx.levels.keys()) {
    if (path !== '' && !ctx.usedLevels.has(path)) {
      throw postgrestError(
        400,
        'PGRST108',
        `'${path}' is not an embedded resource in this request`,
        null,
        `Verify that '${path}' is included in the 'select' query parameter.`,
      );
    }
  }
}

/**
 * One statement answering the whole request: the page as JSON text, its row
 * count and, when asked, the total matching rows (for Content-Range).
 */
export function buildStatement(input: StatementInput): Statement {
  const params = new SqlParams();
  const ctx: BuildContext = {
    catalog: input.catalog,
    params,
    levels: input.query.levels,
    usedLevels: new Set(['']),
    aliasCount: 0,
    buildLevel,
  };
  const source = input.source(params);
  const scope: LevelScope = { ...source.scope, alias: nextAlias(ctx) };
  const top = input.query.levels.get('') ?? { filters: [], order: [], limit: null, offset: null };
  const level = buildLevel(
    ctx,
    scope,
    input.items,
    input.applyTopLevel ? top : { ...top, filters: [], order: [], limit: null, offset: null },
  );
  assertLevelsUsed(ctx);
  const where = level.conditions.length > 0 ? ` where ${level.conditions.join(' and ')}` : '';
  const from = `${source.from} as ${scope.alias}`;
  const page = `select ${level.columns} from ${from}${where}${level.groupBy}${level.order}${level.limit}`;
  // With aggregates the total is the number of groups, i.e. of result rows.
  const counted = level.groupBy === '' ? `${from}${where}` : `(select 1 from ${from}${where}${level.groupBy}) pgrst_g`;
  const total = input.withTotal ? `(select count(*) from ${counted})` : 'null';
  const ctes = [...source.ctes, `pgrst_page as (${page})`].join(', ');
  const strip = (json: string): string => (input.stripNulls ? `json_strip_nulls(${json})` : json);
  const body = input.csv ? CSV_BODY_SQL : `(select ${strip(`coalesce(json_agg(pgrst_r), '[]')`)}::text from pgrst_page pgrst_r)`;
  const first = `(select ${strip('row_to_json(pgrst_r)')}::text from pgrst_page pgrst_r limit 1)`;
  const sql = `with ${ctes} select ${body} as body, ${first} as first, (select count(*) from pgrst_page) as page_count, ${total} as total`;
  const withCtes = source.ctes.length > 0 ? `with ${source.ctes.join(', ')} ` : '';
  return { sql, params: params.values, countSql: `${withCtes}select 1 from ${counted}` };
}
