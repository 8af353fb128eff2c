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

const keySignature = (keys: string[]): string => JSON.stringify([...keys].sort());

/**
 * Rows grouped by the columns they set. Normally one group (missing keys become
 * null, as PostgREST does); with `Prefer: missing=default` each distinct key set
 * is its own group so absent columns take their defaults.
 */
export function groupRows(rows: JsonRow[], columns: string[] | null, missingDefault: boolean): { columns: string[]; rows: JsonRow[] }[] {
  if (!missingDefault) {
    const all = columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
    return [{ columns: all, rows }];
  }
  const groups = new Map<string, { columns: string[]; rows: JsonRow[] }>();
  for (const row of rows) {
    const keys = Object.keys(row).filter((k) => columns === null || columns.includes(k));
    const signature = keySignature(keys);
    const group = groups.get(signature) ?? { columns: keys, rows: [] };
    group.rows.push(row);
    groups.set(signature, group);
  }
  return [...groups.values()];
}
