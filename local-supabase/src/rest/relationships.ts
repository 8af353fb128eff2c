import type { Catalog, Relationship } from './catalog-types.ts';
import { ambiguousRelationship, noRelationship } from './relationship-errors.ts';

type FkRel = Extract<Relationship, { kind: 'fk' }>;

const singleColumn = (r: FkRel, side: 0 | 1): string | null => {
  if (r.cardinality === 'm2m' || r.columns.length !== 1) return null;
  return r.columns[0]?.[side] ?? null;
};

/** `?select=col(*)` / `rel!col(*)`: the origin's column of a one-column key. */
const matchesColumn = (hint: string, r: FkRel): boolean => singleColumn(r, 0) === hint;
/** `rel!col(*)`: the target's column of a one-column key. */
const matchesRefColumn = (hint: string, r: FkRel): boolean => singleColumn(r, 1) === hint;
const matchesConstraint = (name: string, r: FkRel): boolean => r.cardinality !== 'm2m' && r.constraint === name;
const matchesJunction = (name: string, r: FkRel): boolean => r.junction?.table === name;

/**
 * Whether `origin?select=target!hint(…)` means this relationship, following
 * PostgREST's findRel: the target is a table or view name, or (not towards a
 * view) a foreign key's name or a column of it; the hint is a foreign key's
 * name, a column on either side, or the join table of a many-to-many.
 */
function matches(r: Relationship, target: string, hint: string | null): boolean {
  if (r.kind === 'computed') return r.function === target;
  if (r.isSelf) {
    // One foreign key, two directions: the table name means the children
    // (one-to-many), the column name means the parent (many-to-one).
    if (hint === null) {
      return (r.foreignTable === target && r.cardinality === 'o2m') || (matchesColumn(target, r) && r.cardinality === 'm2o');
    }
    return r.foreignTable === target && r.cardinality === 'o2m' && matchesRefColumn(hint, r);
  }
  if (hint === null) {
    return r.foreignTable === target || (!r.foreignTableIsView && (matchesConstraint(target, r) || matchesColumn(target, r)));
  }
  return (
    r.foreignTable === target &&
    (matchesConstraint(hint, r) || matchesColumn(hint, r) || matchesRefColumn(hint, r) || matchesJunction(hint, r))
  );
}

/** The one relationship `origin?select=target!hint(…)` names; PGRST200 if none, PGRST201 if several. */
export function findRelationship(catalog: Catalog, origin: string, target: string, hint: string | null): Relationship {
  const candidates = (catalog.relationships?.get(origin) ?? []).filter((r) => matches(r, target, hint));
  const [only, ...others] = candidates;
  if (!only) throw noRelationship(catalog, origin, target, hint);
  if (others.length > 0) throw ambiguousRelationship(origin, target, candidates);
  return only;
}

/** Whether the embedded resource renders as one object (or null) rather than an array. */
export const isToOne = (r: Relationship): boolean => (r.kind === 'computed' ? r.toOne : r.cardinality === 'm2o' || r.cardinality === 'o2o');
