/**
 * Numbers read from a URL (`/course/12`, `?page=3`): the URL's digits, or a number the code already holds. Read,
 * not coerced: " 12", "1e3" or "0x10" name nothing (`Number()` takes them for 12, 1000 and 16), and an id past
 * JavaScript's safe integers is no id. A URL is outside input: what does not read as a number is "not found"
 * (ids) or the first page (paging), never a query.
 *
 * By hand, not zod: every catalogue and learner page reads its URL on its first render, and zod's ~12 KB gzip
 * downloaded with each of them for these few lines (decision 0077).
 */

const URL_DIGITS = /^\d{1,16}$/;

/** What a URL part or a held value names as a whole number, or null. */
function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && URL_DIGITS.test(value)) return Number(value);
  return null;
}

/** A row's id in a URL: a positive whole number no larger than JavaScript's safe integers; null for anything else. */
export function readUrlId(value: unknown): number | null {
  const id = wholeNumber(value);
  return id !== null && id > 0 && id <= Number.MAX_SAFE_INTEGER ? id : null;
}

/** `?page=`: a page from 1 to `last`; anything else is page 1. */
export function readUrlPage(value: unknown, last = 10_000): number {
  const page = wholeNumber(value);
  return page !== null && page >= 1 && page <= last ? page : 1;
}

/** What a URL id reads as: the id, or why there is none (a message for logs, never shown to a reader). */
export type UrlIdReading = { success: true; data: number } | { success: false; error: RangeError };

/**
 * `readUrlId` in the shape route code reads it (`safeParse`, and `parse`, which throws on no id: a query asked
 * with a bad id fails as an error instead of asking the database for nothing).
 */
export const urlIdSchema = {
  safeParse(value: unknown): UrlIdReading {
    const id = readUrlId(value);
    return id === null ? { success: false, error: new RangeError(`Not an id: ${String(value)}`) } : { success: true, data: id };
  },
  parse(value: unknown): number {
    const reading = urlIdSchema.safeParse(value);
    if (!reading.success) throw reading.error;
    return reading.data;
  },
};
