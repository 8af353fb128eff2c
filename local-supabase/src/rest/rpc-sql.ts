import type { DbFunction } from './catalog-types.ts';
import { quoteIdent, type SqlParams } from './sql-params.ts';

/**
 * `schema.fn(a => $1::bigint, …)`: named notation, every value a bind
 * parameter cast to the declared type (type names come from the catalogue).
 */
export function callSql(fn: DbFunction, args: Record<string, unknown>, params: SqlParams): string {
  const parts = Object.entries(args).map(([name, value]) => {
    const arg = fn.args.find((a) => a.name === name);
    const type = arg?.type ?? 'text';
    let expression: string;
    if (value === null || value === undefined) expression = `null::${type}`;
    else if (Array.isArray(value) && arg?.isArray) {
      // A JSON array becomes a Postgres array through its text elements.
      const json = params.add(JSON.stringify(value));
      expression = `coalesce((select array_agg(pgrst_x) from json_array_elements_text(${json}::json) pgrst_x), '{}')::${type}`;
    } else if (typeof value === 'string') expression = `${params.add(value)}::${type}`;
    else expression = `${params.add(JSON.stringify(value))}::${type}`;
    return `${quoteIdent(name)} => ${expression}`;
  });
  return `${quoteIdent(fn.schema)}.${quoteIdent(fn.name)}(${parts.join(', ')})`;
}
