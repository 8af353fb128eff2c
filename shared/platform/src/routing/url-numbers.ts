import { z } from '@shared/zod';

/**
 * Numbers read from a URL (`/course/12`, `?page=3`): the URL's digits, or a number the code already holds. Read,
 * not coerced: " 12", "1e3" or "0x10" name nothing (z.coerce took them for 12, 1000 and 16), and an id past
 * JavaScript's safe integers is no id. A URL is outside input: what does not read as a number is "not found"
 * (ids) or the first page (paging), never a query.
 */
const urlDigits = z
  .string()
  .regex(/^\d{1,16}$/)
  .transform(Number);

const positiveId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A row's id in a URL: a positive whole number. */
export const urlIdSchema = z.union([positiveId, urlDigits.pipe(positiveId)]);

/** `?page=`: a page from 1 to `last`; anything else is page 1. */
export const urlPageSchema = (last = 10_000) => {
  const page = z.number().int().min(1).max(last);
  return z.union([page, urlDigits.pipe(page)]).catch(1);
};
