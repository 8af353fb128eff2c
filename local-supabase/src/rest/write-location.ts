import type { Relation } from './catalog-types.ts';

/**
 * `Prefer: return=headers-only` on an insert of one row: PostgREST's Location,
 * `/<table>?<pk>=eq.<value>` for each primary-key column. Null otherwise.
 */
export function insertLocation(relation: Relation, rowCount: number, firstRow: string | null): string | null {
  if (relation.primaryKey.length === 0 || rowCount !== 1 || firstRow === null) return null;
  const row = JSON.parse(firstRow) as Record<string, unknown>;
  const pairs = relation.primaryKey.map((column) => {
    const value = row[column];
    const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
    return `${encodeURIComponent(column)}=${encodeURIComponent(`eq.${text}`)}`;
  });
  return `/${relation.name}?${pairs.join('&')}`;
}
