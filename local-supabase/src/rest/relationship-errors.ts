import { ApiError, postgrestError } from '../http/api-error.ts';
import type { Catalog, Relationship } from './catalog-types.ts';
import { fuzzyMatches } from './fuzzy-set.ts';

const CARDINALITY_WORDS = { o2m: 'one-to-many', m2o: 'many-to-one', o2o: 'one-to-one', m2m: 'many-to-many' } as const;

const list = (columns: string[]): string => `(${columns.join(', ')})`;

/** One entry of PGRST201's `details`, worded as PostgREST's compressedRel. */
function describe(r: Relationship): Record<string, string> {
  if (r.kind === 'computed') return {};
  const relationship = r.junction
    ? `${r.junction.table} using ${r.junction.constraint1}${list(r.junction.sourceColumns.map(([, j]) => j))} and ${r.junction.constraint2}${list(r.junction.targetColumns.map(([, j]) => j))}`
    : `${r.constraint} using ${r.table}${list(r.columns.map(([o]) => o))} and ${r.foreignTable}${list(r.columns.map(([, t]) => t))}`;
  return { cardinality: CARDINALITY_WORDS[r.cardinality], embedding: `${r.table} with ${r.foreignTable}`, relationship };
}

/** `'addresses!billing'`: how to name this relationship unambiguously. */
function hintFor(r: Relationship): string {
  if (r.kind === 'computed') return '';
  return `'${r.foreignTable}!${r.junction ? r.junction.table : r.constraint}'`;
}

/** PGRST201 (300 Multiple Choices): details is the candidates array, as PostgREST sends it. */
export function ambiguousRelationship(origin: string, target: string, candidates: Relationship[]): ApiError {
  return new ApiError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    'postgrest',
    null,
    `Try changing '${target}' to one of the following: ${candidates.map(hintFor).join(', ')}. Find the desired relationship in the 'details' key.`,
    { details: candidates.map(describe) },
  );
}

/**
 * PostgREST's noRelBetweenHint: if the origin has relationships, suggest a
 * near target among them (none when the target is one of them: then the hint
 * was wrong); otherwise suggest a near origin.
 */
function noRelationshipHint(catalog: Catalog, origin: string, target: string): string | null {
  const relationships = catalog.relationships ?? new Map<string, Relationship[]>();
  const own = relationships.get(origin);
  const near = own
    ? fuzzyMatches(
        target,
        own.map((r) => r.foreignTable),
      ).find((m) => m.score < 1)?.value
    : fuzzyMatches(origin, relationships.keys())[0]?.value;
  return near === undefined ? null : `Perhaps you meant '${near}' instead of '${own ? target : origin}'.`;
}

/** PGRST200 (400): no relationship between the two in the schema cache. */
export function noRelationship(catalog: Catalog, origin: string, target: string, hint: string | null): ApiError {
  return postgrestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${origin}' and '${target}'${hint === null ? '' : ` using the hint '${hint}'`} in the schema '${catalog.schema}', but no matches were found.`,
    noRelationshipHint(catalog, origin, target),
  );
}
