import type { ForeignKey } from './catalog-types.ts';
import type { ColumnOrigin } from './view-lineage.ts';

export interface RawConstraint {
  name: string;
  /** Primary key, foreign key or unique constraint (the last only tells one-to-one apart). */
  type: 'p' | 'f' | 'u';
  table: string;
  tableOid: number;
  columns: string[];
  columnNums: number[];
  refTable: string | null;
  refTableOid: number | null;
  refColumns: string[];
  refColumnNums: number[];
}

/** The view column names showing these base columns, or null if any is missing. */
function viewColumnsFor(origins: ColumnOrigin[], tableOid: number, attnums: number[]): string[] | null {
  const names: string[] = [];
  for (const attnum of attnums) {
    const origin = origins.find((o) => o.tableOid === tableOid && o.attnum === attnum);
    if (!origin) return null;
    names.push(origin.viewColumn);
  }
  return names;
}

/**
 * A view inherits a key when it shows every column of it unchanged: the base
 * table's own foreign keys (view → other table), foreign keys pointing at the
 * base table (other table → view), and the base table's primary key.
 */
export function inheritViewKeys(
  view: string,
  origins: ColumnOrigin[],
  constraints: RawConstraint[],
): { foreignKeys: ForeignKey[]; primaryKey: string[] } {
  const foreignKeys: ForeignKey[] = [];
  let primaryKey: string[] = [];
  for (const con of constraints) {
    if (con.type === 'p') {
      const cols = viewColumnsFor(origins, con.tableOid, con.columnNums);
      if (cols && primaryKey.length === 0) primaryKey = cols;
      continue;
    }
    if (con.type !== 'f' || con.refTable === null || con.refTableOid === null) continue;
    const own = viewColumnsFor(origins, con.tableOid, con.columnNums);
    if (own) {
      foreignKeys.push({ name: con.name, table: view, columns: own, refTable: con.refTable, refColumns: con.refColumns });
    }
    const referenced = viewColumnsFor(origins, con.refTableOid, con.refColumnNums);
    if (referenced) {
      foreignKeys.push({ name: con.name, table: con.table, columns: con.columns, refTable: view, refColumns: referenced });
    }
  }
  return { foreignKeys, primaryKey };
}

/**
 * Foreign keys between two views, when one shows a table foreign key's columns
 * and the other the referenced columns, both unchanged (PostgREST embeds
 * view to view the same way).
 */
export function viewToViewKeys(views: { name: string; origins: ColumnOrigin[] }[], constraints: RawConstraint[]): ForeignKey[] {
  const foreignKeys: ForeignKey[] = [];
  for (const con of constraints) {
    if (con.type !== 'f' || con.refTable === null || con.refTableOid === null) continue;
    for (const from of views) {
      const own = viewColumnsFor(from.origins, con.tableOid, con.columnNums);
      if (!own) continue;
      for (const to of views) {
        const referenced = viewColumnsFor(to.origins, con.refTableOid, con.refColumnNums);
        if (referenced) foreignKeys.push({ name: con.name, table: from.name, columns: own, refTable: to.name, refColumns: referenced });
      }
    }
  }
  return foreignKeys;
}
