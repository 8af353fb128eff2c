import { postgrestError } from '../http/api-error.ts';
import { parseField } from './field-ref.ts';
import { parseCondition, parseLogic, type FilterNode } from './filter-parser.ts';
import { parseOrder, type OrderTerm } from './order-parser.ts';
import { parseError } from './parse-errors.ts';
import { splitTopLevel, unquote } from './split-top-level.ts';

/** What applies to one level of the result: the top (`''`) or an embed path (`modules.lessons`). */
export interface LevelParams {
  filters: FilterNode[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
}

export interface QueryParams {
  select: string | null;
  columns: string[] | null;
  onConflict: string[] | null;
  levels: Map<string, LevelParams>;
}

function nonNegativeInt(key: string, value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw parseError(`${key} parameter (${value})`, 'expected a non-negative integer');
  return Number(value);
}

/** PostgREST reads a negative limit as an empty range: 416 PGRST103, not a parse error. */
function limitValue(key: string, value: string): number {
  if (/^-\d{1,9}$/.test(value)) {
    throw postgrestError(416, 'PGRST103', 'Requested range not satisfiable', 'Limit should be greater than or equal to zero.');
  }
  return nonNegativeInt(key, value);
}

function levelFor(levels: Map<string, LevelParams>, path: string): LevelParams {
  let level = levels.get(path);
  if (!level) {
    level = { filters: [], order: [], limit: null, offset: null };
    levels.set(path, level);
  }
  return level;
}

// Negated forms first, so `modules.not.or` is not read as an `or` on path `modules.not`.
const LOGIC_KEYS = ['not.or', 'not.and', 'or', 'and'];

/** Splits `modules.lessons.title` into the embed path and the last key, keeping `not.or` whole. */
function splitKey(key: string): { path: string; name: string } {
  for (const name of LOGIC_KEYS) {
    if (key === name) return { path: '', name };
    if (key.endsWith(`.${name}`)) return { path: key.slice(0, -name.length - 1), name };
  }
  const dot = key.lastIndexOf('.');
  return dot < 0 ? { path: '', name: key } : { path: key.slice(0, dot), name: key.slice(dot + 1) };
}

/**
 * Reads PostgREST's query string. `skip` holds keys that are not filters (RPC
 * arguments on GET). Every filter value is kept as data; nothing here is SQL.
 */
export function parseQueryParams(search: URLSearchParams, skip: ReadonlySet<string> = new Set()): QueryParams {
  const result: QueryParams = { select: null, columns: null, onConflict: null, levels: new Map() };
  levelFor(result.levels, '');
  for (const [key, value] of search) {
    if (skip.has(key)) continue;
    if (key === 'select') result.select = value;
    else if (key === 'columns') result.columns = splitTopLevel(value).map(unquote);
    else if (key === 'on_conflict') result.onConflict = splitTopLevel(value).map(unquote);
    else {
      const { path, name } = splitKey(key);
      const level = levelFor(result.levels, path);
      if (name === 'order') level.order.push(...parseOrder(value));
      else if (name === 'limit') level.limit = limitValue(key, value);
      else if (name === 'offset') level.offset = nonNegativeInt(key, value);
      else if (LOGIC_KEYS.includes(name)) {
        level.filters.push(parseLogic(name.endsWith('and') ? 'and' : 'or', value, name.startsWith('not.'), `logic tree (${key}=${value})`));
      } else {
        const what = `filter (${key}=${value})`;
        level.filters.push(parseCondition(parseField(name, what), value, what));
      }
    }
  }
  return result;
}
