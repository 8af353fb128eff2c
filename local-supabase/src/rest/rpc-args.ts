import { postgrestError } from '../http/api-error.ts';
import type { BodyMedia } from './rpc-overloads.ts';

/** The body's media type decides which single unnamed parameter (json/jsonb, text, xml, bytea) may take it. */
export function bodyMedia(contentType: string | undefined): BodyMedia {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/plain') return 'text';
  if (type === 'text/xml') return 'xml';
  if (type === 'application/octet-stream') return 'octet';
  return 'json';
}

/** A JSON body's top-level keys are the argument names; any other JSON value names none. */
export function jsonArgs(body: string | null): Record<string, unknown> {
  if (body === null || body.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw postgrestError(400, 'PGRST102', 'Empty or invalid json');
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const RESERVED = new Set(['select', 'columns', 'on_conflict']);
const RESERVED_LAST = new Set(['order', 'limit', 'offset', 'and', 'or']);
const OPERATORS = new Set([
  'eq',
  'gte',
  'gt',
  'lte',
  'lt',
  'neq',
  'like',
  'ilike',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'match',
  'imatch',
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);

/** PostgREST's test: a value that starts with an operator (`eq.`, `not.…`, `is.`, `in.`, `fts(`) is a filter. */
function looksLikeFilter(value: string): boolean {
  const [head = '', second] = value.split('.');
  if (head === 'not' && second !== undefined) return true;
  if (head === 'is' || head === 'in') return true;
  if (OPERATORS.has(head.replace(/\((any|all)\)$/, ''))) return true;
  const [beforeParen = '', afterParen] = value.split('(');
  return afterParen !== undefined && ['fts', 'plfts', 'phfts', 'wfts'].includes(beforeParen);
}

/**
 * GET / HEAD arguments, split from filters the way PostgREST splits them: a
 * key without a dot, not reserved, whose value is not an operator expression.
 */
export function queryArgs(search: URLSearchParams): Record<string, string> {
  const args: Record<string, string> = {};
  for (const [key, value] of search) {
    const last = key.split('.').at(-1) ?? key;
    if (RESERVED.has(key) || RESERVED_LAST.has(last) || key.includes('.')) continue;
    if (!looksLikeFilter(value) && !(key in args)) args[key] = value;
  }
  return args;
}
