import { postgrestError } from '../http/api-error.ts';
import { parseSelect } from './select-parser.ts';

/** Nesting depth of embeds: `a,b(c(d))` is 2. Any item with its own item list (embeds, spreads) is a level. */
export function embedDepth(items: readonly object[]): number {
  let deepest = 0;
  for (const item of items) {
    const children = 'items' in item && Array.isArray(item.items) ? (item.items as object[]) : null;
    if (children !== null) deepest = Math.max(deepest, 1 + embedDepth(children));
  }
  return deepest;
}

/** A local bound hosted PostgREST does not have: each level of embedding can multiply the rows read. */
export function assertEmbedDepth(select: string | null, maxDepth: number): void {
  const depth = embedDepth(parseSelect(select));
  if (depth > maxDepth) {
    throw postgrestError(
      400,
      'LS101',
      `Embedding is nested ${depth} levels deep; local-supabase allows ${maxDepth}`,
      null,
      'Embed less deeply, or raise DB_MAX_EMBED_DEPTH.',
    );
  }
}

/** A local bound: a body larger than DB_MAX_RESPONSE_BYTES is refused rather than sent. */
export function assertResponseSize(body: string | null, maxBytes: number): void {
  if (body === null) return;
  // Cheap check first: a UTF-8 byte count is never below the string's length, nor above three times it.
  if (body.length * 3 <= maxBytes) return;
  const bytes = Buffer.byteLength(body, 'utf8');
  if (bytes > maxBytes) {
    throw postgrestError(
      400,
      'LS102',
      `The response would be ${bytes} bytes; local-supabase sends at most ${maxBytes}`,
      null,
      'Select fewer rows or columns (limit, range), or raise DB_MAX_RESPONSE_BYTES.',
    );
  }
}
