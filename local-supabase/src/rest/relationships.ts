import { postgrestError } from '../http/api-error.ts';
import type { Catalog, ForeignKey } from './catalog-types.ts';

/**
 * How an embedded resource joins its parent. `toOne`: the parent holds the
 * foreign key (many-to-one, rendered as an object); otherwise the child holds
 * it (one-to-many, rendered as an array).
 */
export interface Relationship {
  child: string;
  toOne: boolean;
  /** Pairs of (parent column, child column) to equate. */
  pairs: [string, string][];
}

const zip = (a: string[], b: string[]): [string, string][] => a.map((x, i) => [x, b[i] ?? '']);

function matchesHint(fk: ForeignKey, hint: string | null): boolean {
  if (hint === null) return true;
  return fk.name === hint || (fk.columns.length === 1 && fk.columns[0] === hint);
}

export function findRelationship(catalog: Catalog, parent: string, child: string, hint: string | null): Relationship {
  const candidates: (Relationship & { fk: ForeignKey })[] = [];
  const seen = new Set<string>();
  for (const fk of catalog.foreignKeys) {
    if (!matchesHint(fk, hint)) continue;
    const key = `${fk.name}|${fk.table}|${fk.refTable}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (fk.table === parent && fk.refTable === child) {
      candidates.push({ child, toOne: true, pairs: zip(fk.columns, fk.refColumns), fk });
    } else if (fk.table === child && fk.refTable === parent) {
      candidates.push({ child, toOne: false, pairs: zip(fk.refColumns, fk.columns), fk });
    }
  }
  const [only, ...others] = candidates;
  if (!only) {
    throw postgrestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${child}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${catalog.schema}', but no matches were found.`,
    );
  }
  if (others.length > 0) {
    const options = candidates.map((c) => `'${child}!${c.fk.name}'`).join(', ');
    throw postgrestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent}' and '${child}'`,
      candidates.map((c) => `${c.toOne ? 'many-to-one' : 'one-to-many'} using ${c.fk.name}`).join('; '),
      `Try changing '${child}' to one of the following: ${options}. Find the desired relationship in the 'details' key.`,
    );
  }
  return { child: only.child, toOne: only.toOne, pairs: only.pairs };
}
