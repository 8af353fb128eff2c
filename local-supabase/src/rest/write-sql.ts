import type { Relation } from './catalog-types.ts';
import type { FilterNode } from './filter-parser.ts';
import { filterSql } from './filter-sql.ts';
import { qualified, quoteIdent, requireColumn, type SqlParams } from './sql-params.ts';
import type { JsonRow } from './write-body.ts';

/** `returning 1` keeps SELECT policies out of minimal writes, exactly like PostgREST. */
const returning = (full: boolean): string => (full ? 'returning pgrst_m.*' : 'returning 1');

export interface InsertPlan {
  groups: { columns: string[]; rows: JsonRow[] }[];
  conflict: { columns: string[]; merge: boolean } | null;
  /** Also count the rows that were new (`xmax = 0`) into `pgrst_inserted`: a merge upsert answers 200 when none was. */
  countInserted?: boolean;
  /** `missing=default`: a key absent from a row takes the column DEFAULT (null otherwise). */
  missingDefault?: boolean;
}

/**
 * `(a, b) values (<row 0's a>, default), …`: one VALUES row per body row, in
 * order, each present value converted by Postgres from that row's JSON.
 */
function valuesWithDefaults(relation: Relation, group: InsertPlan['groups'][number], json: string): string {
  const table = qualified(relation);
  const rows = group.rows.map((row, index) => {
    const cells = group.columns.map((c) => {
      if (!Object.hasOwn(row, c)) return 'default';
      const value = `(json_populate_record(null::${table}, ${json}::json -> ${index})).${quoteIdent(c)}`;
      // PostgREST builds every row as `jsonb_build_object(<col>, <default>, …) || row`, so a column's DEFAULT runs
      // for each row, given or not: a sequence advances once per row. The CASE runs it and keeps the given value.
      const defaultSql = relation.columns.get(c)?.defaultSql;
      return defaultSql ? `case when (${defaultSql}) is null then ${value} else ${value} end` : value;
    });
    return `(${cells.join(', ')})`;
  });
  return `(${group.columns.map(quoteIdent).join(', ')}) values ${rows.join(', ')}`;
}

/** Where the count of new rows is left for the handler to read in the same transaction. */
export const INSERTED_SETTING = 'pgrst.inserted';

/**
 * RETURNING the whole row and whether it is new; `pgrst_mutation` unpacks the
 * row again and, while it is read, notes the number of new rows in a
 * transaction-local setting (so the result statement keeps its usual shape).
 */
function countingCtes(names: { name: string; sql: string }[], full: boolean): string[] {
  const all = names.map((n) => `select pgrst_row, pgrst_new from ${n.name}`).join(' union all ');
  const note = `select set_config('${INSERTED_SETTING}', (select count(*) filter (where pgrst_new) from pgrst_rows)::text, true)`;
  return [
    ...names.map((n) => `${n.name} as (${n.sql})`),
    `pgrst_rows as (${all})`,
    `pgrst_noted as (${note})`,
    `pgrst_mutation as (select ${full ? '(pgrst_row).*' : '1'} from pgrst_rows, pgrst_noted)`,
  ];
}

/**
 * One CTE per column group, unioned into `pgrst_mutation`. Values travel as a
 * single JSON parameter and Postgres converts them with the table's row type.
 */
export function insertCtes(relation: Relation, plan: InsertPlan, params: SqlParams, full: boolean): string[] {
  const table = qualified(relation);
  for (const column of plan.conflict?.columns ?? []) requireColumn(relation, column);
  const names = plan.groups.map((group, i) => {
    const cols = group.columns.map(quoteIdent).join(', ');
    const json = params.add(JSON.stringify(group.rows));
    const source = `from json_populate_recordset(null::${table}, ${json}::json) pgrst_body`;
    const body =
      group.columns.length === 0
        ? `select ${source}`
        : plan.missingDefault
          ? valuesWithDefaults(relation, group, json)
          : `(${cols}) select ${cols} ${source}`;
    let conflict = '';
    if (plan.conflict) {
      const target = plan.conflict.columns.map(quoteIdent).join(', ');
      const updates = group.columns.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ');
      conflict =
        plan.conflict.merge && updates !== '' ? ` on conflict (${target}) do update set ${updates}` : ` on conflict (${target}) do nothing`;
    }
    const ret = plan.countInserted ? "returning pgrst_m as pgrst_row, pgrst_m.xmax::text = '0' as pgrst_new" : returning(full);
    return { name: `pgrst_insert_${i}`, sql: `insert into ${table} as pgrst_m ${body}${conflict} ${ret}` };
  });
  if (plan.countInserted) return countingCtes(names, full);
  const union = names.map((n) => `select * from ${n.name}`).join(' union all ');
  return [...names.map((n) => `${n.name} as (${n.sql})`), `pgrst_mutation as (${union})`];
}

function whereSql(relation: Relation, filters: FilterNode[], params: SqlParams): string {
  const scope = { relation, alias: 'pgrst_m' };
  const conditions = filters.map((f) => filterSql(scope, f, params));
  return conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
}

export function updateCtes(relation: Relation, values: JsonRow, filters: FilterNode[], params: SqlParams, full: boolean): string[] {
  const table = qualified(relation);
  const json = params.add(JSON.stringify(values));
  const sets = Object.keys(values)
    .map((c) => `${quoteIdent(c)} = pgrst_body.${quoteIdent(c)}`)
    .join(', ');
  const where = whereSql(relation, filters, params);
  const source = `(select * from json_populate_record(null::${table}, ${json}::json)) pgrst_body`;
  return [`pgrst_mutation as (update ${table} as pgrst_m set ${sets} from ${source}${where} ${returning(full)})`];
}

export function deleteCtes(relation: Relation, filters: FilterNode[], params: SqlParams, full: boolean): string[] {
  const where = whereSql(relation, filters, params);
  return [`pgrst_mutation as (delete from ${qualified(relation)} as pgrst_m${where} ${returning(full)})`];
}
