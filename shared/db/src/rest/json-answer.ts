/**
 * Readers for an rpc answer typed `Json` (built in SQL with jsonb_build_object, so the generated Database types
 * cannot describe it) that a page reads on its first render (the catalogue's search, the landing's shelves, the
 * consent check): the answer crosses into the page there and is checked field by field. By hand, not zod: zod came
 * with every page for these reads (decision 0077); zod stays where a form validates a member's input. Each reader
 * throws an `AnswerShapeError` naming the field, which the page's query shows as its error state.
 */
export class AnswerShapeError extends Error {
  constructor(what: string, field: string) {
    super(`${what} answered an unexpected ${field}`);
    this.name = 'AnswerShapeError';
  }
}

export type JsonRecord = Record<string, unknown>;

/** The answer as an object (no array, no null), or an error naming `what` answered it. */
export function readRecord(value: unknown, what: string, field = 'answer'): JsonRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new AnswerShapeError(what, field);
  return value as JsonRecord;
}

/** A count: a whole number, zero or more. */
export function readCount(record: JsonRecord, field: string, what: string): number {
  const value = record[field];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new AnswerShapeError(what, field);
  return value;
}

/** A JSON number (numeric and bigint columns arrive as numbers from PostgREST; never coerced). */
export function readNumber(record: JsonRecord, field: string, what: string): number {
  const value = record[field];
  if (typeof value !== 'number' || Number.isNaN(value)) throw new AnswerShapeError(what, field);
  return value;
}

/** A JSON number or null (numeric and bigint columns arrive as numbers from PostgREST; never coerced). */
export function readNumberOrNull(record: JsonRecord, field: string, what: string): number | null {
  const value = record[field];
  if (value === null) return null;
  if (typeof value !== 'number' || Number.isNaN(value)) throw new AnswerShapeError(what, field);
  return value;
}

/** A string. */
export function readText(record: JsonRecord, field: string, what: string): string {
  const value = record[field];
  if (typeof value !== 'string') throw new AnswerShapeError(what, field);
  return value;
}

/** One of `allowed` (a text column with a check constraint). */
export function readOneOf<T extends string>(record: JsonRecord, field: string, allowed: readonly T[], what: string): T {
  const value = record[field];
  if (!(allowed as readonly unknown[]).includes(value)) throw new AnswerShapeError(what, field);
  return value as T;
}

/** An array, each item read by `readItem`. */
export function readArray<T>(record: JsonRecord, field: string, readItem: (item: unknown) => T, what: string): T[] {
  const value = record[field];
  if (!Array.isArray(value)) throw new AnswerShapeError(what, field);
  return value.map(readItem);
}

/** A string or null. */
export function readTextOrNull(record: JsonRecord, field: string, what: string): string | null {
  const value = record[field];
  if (value === null || typeof value === 'string') return value;
  throw new AnswerShapeError(what, field);
}
