import type { ForeignKey, ForeignKeyRelationship, Relation, Relationship } from './catalog-types.ts';
import type { ComputedFunction } from './computed-catalog.ts';

const zip = (a: string[], b: string[]): [string, string][] => a.map((x, i) => [x, b[i] ?? '']);

const sameSet = (a: string[], b: string[]): boolean => a.length === b.length && a.every((x) => b.includes(x));

/** A foreign key whose columns are the table's primary key or a unique key makes a one-to-one. */
function isOneToOne(fk: ForeignKey, keys: Map<string, string[][]>): boolean {
  return (keys.get(fk.table) ?? []).some((key) => sameSet(key, fk.columns));
}

/** Both directions of every foreign key: m2o/o2m, or o2o both ways when the key is unique. */
function foreignKeyRelationships(
  relations: Map<string, Relation>,
  fks: ForeignKey[],
  keys: Map<string, string[][]>,
): ForeignKeyRelationship[] {
  const isView = (name: string): boolean => relations.get(name)?.kind === 'view';
  const out: ForeignKeyRelationship[] = [];
  for (const fk of fks) {
    const oneToOne = isOneToOne(fk, keys);
    const isSelf = fk.table === fk.refTable;
    const base = { kind: 'fk', isSelf, constraint: fk.name, junction: null } as const;
    out.push({
      ...base,
      table: fk.table,
      foreignTable: fk.refTable,
      foreignTableIsView: isView(fk.refTable),
      cardinality: oneToOne ? 'o2o' : 'm2o',
      columns: zip(fk.columns, fk.refColumns),
    });
    out.push({
      ...base,
      table: fk.refTable,
      foreignTable: fk.table,
      foreignTableIsView: isView(fk.table),
      cardinality: oneToOne ? 'o2o' : 'o2m',
      columns: zip(fk.refColumns, fk.columns),
    });
  }
  return out;
}

/**
 * Many-to-many through every table holding two foreign keys that are both part
 * of its primary key (PostgREST's junction rule), in both directions.
 */
function manyToManyRelationships(relations: Map<string, Relation>, fks: ForeignKey[]): ForeignKeyRelationship[] {
  const out: ForeignKeyRelationship[] = [];
  for (const junction of relations.values()) {
    if (junction.kind !== 'table' || junction.primaryKey.length === 0) continue;
    const inKey = fks.filter((fk) => fk.table === junction.name && fk.columns.every((c) => junction.primaryKey.includes(c)));
    for (const source of inKey) {
      for (const target of inKey) {
        if (source === target) continue;
        out.push({
          kind: 'fk',
          table: source.refTable,
          foreignTable: target.refTable,
          foreignTableIsView: relations.get(target.refTable)?.kind === 'view',
          isSelf: source.refTable === target.refTable,
          cardinality: 'm2m',
          constraint: junction.name,
          columns: [],
          junction: {
            table: junction.name,
            constraint1: source.name,
            constraint2: target.name,
            sourceColumns: zip(source.refColumns, source.columns),
            targetColumns: zip(target.refColumns, target.columns),
          },
        });
      }
    }
  }
  return out;
}

const CARDINALITY_RANK = { o2m: 0, m2o: 1, o2o: 2, m2m: 3 } as const;

/** PostgREST lists candidates in its relationships' derived order; PGRST201's details follow it. */
function sortKey(r: Relationship): string[] {
  if (r.kind === 'computed') return [r.foreignTable, '1', '9', r.function];
  const junction = r.junction ? [r.junction.table, r.junction.constraint1, r.junction.constraint2] : [r.constraint];
  return [r.foreignTable, r.isSelf ? '1' : '0', String(CARDINALITY_RANK[r.cardinality]), ...junction, r.columns.flat().join(',')];
}

function compareRelationships(a: Relationship, b: Relationship): number {
  const ka = sortKey(a);
  const kb = sortKey(b);
  for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
    const x = ka[i] ?? '';
    const y = kb[i] ?? '';
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * Every relationship of one exposed schema, keyed by the embedding relation. A
 * computed relationship named like a table replaces the foreign-key ones to it
 * (PostgREST's "overriding relationships").
 */
export function buildRelationships(
  relations: Map<string, Relation>,
  fks: ForeignKey[],
  keys: Map<string, string[][]>,
  computed: ComputedFunction[],
): Map<string, Relationship[]> {
  const seen = new Set<string>();
  const unique = fks.filter((fk) => {
    const key = JSON.stringify([fk.name, fk.table, fk.columns, fk.refTable, fk.refColumns]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const all: Relationship[] = [...foreignKeyRelationships(relations, unique, keys), ...manyToManyRelationships(relations, unique)];
  const computedRels: Relationship[] = computed
    .filter((fn) => fn.returnTable !== null)
    .map((fn) => ({ kind: 'computed', table: fn.table, foreignTable: fn.returnTable ?? '', function: fn.name, toOne: fn.singleRow }));
  const overridden = new Set(computedRels.map((r) => `${r.table}|${r.kind === 'computed' ? r.function : ''}`));
  const byTable = new Map<string, Relationship[]>();
  for (const rel of [...all.filter((r) => !overridden.has(`${r.table}|${r.foreignTable}`)), ...computedRels]) {
    const list = byTable.get(rel.table) ?? [];
    list.push(rel);
    byTable.set(rel.table, list);
  }
  for (const list of byTable.values()) list.sort(compareRelationships);
  return byTable;
}
