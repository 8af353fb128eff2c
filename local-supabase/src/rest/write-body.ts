import { postgrestError } from '../http/api-error.ts';
import type { Relation } from './catalog-types.ts';

export type JsonRow = Record<string, unknown>;

const isRow = (value: unknown): value is JsonRow => typeof value === 'object' && value !== null && !Array.isArray(value);

const invalidJson = (details: string | null = null) => postgrestError(400, 'PGRST102', 'Empty or invalid json', details);

/** The request body as rows: one object or an array of objects. */
export function parseRows(text: string, allowArray: boolean): JsonRow[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidJson();
  }
  if (isRow(value)) return [value];
  if (allowArray && Array.isArray(value) && value.every(isRow)) return value;
  throw invalidJson(allowArray ? 'Expected a JSON object or an array of objects' : 'Expected a JSON object');
}

/** PostgREST's PGRST204 for a payload key the relation does not have. */
export function requirePayloadColumns(relation: Relation, columns: Iterable<string>): void {
  for (const column of columns) {
    if (!relation.columns.has(column)) {
      throw postgrestError(400, 'PGRST204', `Could not find the '${column}' column of '${relation.name}' in the schema cache`);
    }
  }
}

/**
 * The columns an insert sets: `?columns=` when given, else every key of any row.
 * A row without one of them gets null, or its DEFAULT with `Prefer: missing=default`.
 */
export function groupRows(rows: JsonRow[], columns: string[] | null): { columns: string[]; rows: JsonRow[] }[] {
  return [{ columns: columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))], rows }];
}
