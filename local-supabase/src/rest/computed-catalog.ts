import type { Queryable } from '../db/types.ts';

/**
 * Functions of one exposed schema taking one argument of a table or view's row
 * type, as PostgREST's schema cache reads them: returning a table's rows they
 * are embeddable (computed relationships), otherwise they are computed fields.
 */
const COMPUTED_SQL = `
select coalesce(json_agg(f), '[]')::text as body from (
  select p.proname::text as name,
         arg_rel.relname::text as "table",
         ret_rel.relname::text as "returnTable",
         (not p.proretset or p.prorows = 1) as "singleRow",
         p.proretset as "returnsSet"
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_class arg_rel on arg_rel.reltype = p.proargtypes[0] and arg_rel.relkind in ('r', 'v', 'm', 'p', 'f')
    join pg_namespace an on an.oid = arg_rel.relnamespace and an.nspname = $1
    left join (pg_class ret_rel join pg_namespace rn on rn.oid = ret_rel.relnamespace and rn.nspname = $1)
      on ret_rel.reltype = p.prorettype and ret_rel.relkind in ('r', 'v', 'm', 'p', 'f')
   where n.nspname = $1 and p.prokind = 'f' and p.pronargs = 1
) f`;

export interface ComputedFunction {
  name: string;
  table: string;
  /** The relation whose rows it returns, null for a scalar (a computed field). */
  returnTable: string | null;
  singleRow: boolean;
  returnsSet: boolean;
}

export async function loadComputedFunctions(tx: Queryable, schema: string): Promise<ComputedFunction[]> {
  const result = await tx.query<{ body: string }>(COMPUTED_SQL, [schema]);
  const body = result.rows[0]?.body;
  if (typeof body !== 'string') throw new Error('computed functions query returned no JSON');
  return JSON.parse(body) as ComputedFunction[];
}

/** Per relation, the names of its computed fields (scalar-returning functions of its row). */
export function computedFieldsByTable(functions: ComputedFunction[]): Map<string, Set<string>> {
  const byTable = new Map<string, Set<string>>();
  for (const fn of functions) {
    if (fn.returnTable !== null || fn.returnsSet) continue;
    const set = byTable.get(fn.table) ?? new Set<string>();
    set.add(fn.name);
    byTable.set(fn.table, set);
  }
  return byTable;
}
