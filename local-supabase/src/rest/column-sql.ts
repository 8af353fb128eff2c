import type { Scope } from './level-scope.ts';
import { qualified, quoteIdent, requireColumn } from './sql-params.ts';

/**
 * A column of the level's relation, or one of its computed fields: PostgREST
 * lets `fn(<relation>)` be selected, filtered and ordered like a column.
 */
export function columnSql(scope: Scope, column: string): string {
  if (!scope.relation.columns.has(column) && scope.relation.computedFields?.has(column)) {
    // The row is cast to the function's argument type: a mutation's rows come from a CTE (type record).
    const rowType = qualified({ schema: scope.relation.schema, name: scope.rowType ?? scope.relation.name });
    return `${quoteIdent(scope.relation.schema)}.${quoteIdent(column)}(${scope.alias}::${rowType})`;
  }
  requireColumn(scope.relation, column, scope.sqlName);
  return `${scope.alias}.${quoteIdent(column)}`;
}

/** Pre-aggregate `count` (no parentheses) selects the number of rows, as PostgREST still allows. */
export function isLegacyCount(scope: Scope, column: string): boolean {
  return column === 'count' && !scope.relation.columns.has(column) && !scope.relation.computedFields?.has(column);
}
