import { parseField, type FieldRef } from './field-ref.ts';
import { parseError } from './parse-errors.ts';
import { splitTopLevel, unquote } from './split-top-level.ts';

export const AGGREGATE_FUNCTIONS = ['count', 'sum', 'avg', 'min', 'max'] as const;
export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];

export type SelectItem =
  | { kind: 'star' }
  | {
      kind: 'column';
      /** `count()` alone has the field `*`. */
      field: FieldRef;
      alias: string | null;
      cast: string | null;
      /** `amount.sum()`: only present on aggregates. */
      aggregate?: AggregateFunction;
      /** `amount.sum()::int`: the cast of the aggregate's result. */
      aggregateCast?: string | null;
    }
  | {
      kind: 'embed';
      name: string;
      alias: string | null;
      hint: string | null;
      inner: boolean;
      items: SelectItem[];
      /** `...rel(cols)`: the embedded columns join the parent's (to-one only). */
      spread?: true;
    };

// Only plain type names are accepted as casts; they are spliced into SQL, so
// nothing but letters, digits, underscores, one space word and [] may pass.
const CAST_PATTERN = /^[a-z_][a-z0-9_]*( (precision|varying|zone))?(\[\])?$/;

/** Splits `alias:rest` at the first single colon (not part of `::`). */
function splitAlias(item: string): { alias: string | null; rest: string } {
  for (let i = 0; i < item.length; i++) {
    // Colons inside `rel(…)` belong to the embedded items (`...rel(alias:col)`).
    if (item[i] === '(') break;
    if (item[i] !== ':') continue;
    if (item[i + 1] === ':') return { alias: null, rest: item };
    return { alias: unquote(item.slice(0, i)), rest: item.slice(i + 1) };
  }
  return { alias: null, rest: item };
}

// `[field[::cast].]fn()[::cast]`, e.g. `amount.sum()`, `data->>n::int.max()::text`, `count()`.
const AGGREGATE_PATTERN = /^(?:(.+?)\.)?(count|sum|avg|min|max)\(\)(?:::(.+))?$/;

function parseAggregate(item: string, alias: string | null, rest: string, what: string): SelectItem | null {
  const match = AGGREGATE_PATTERN.exec(rest);
  if (!match) return null;
  const [, fieldPart, fn = 'count', aggregateCast = null] = match;
  const aggregate = AGGREGATE_FUNCTIONS.find((f) => f === fn) ?? 'count';
  if (fieldPart === undefined && aggregate !== 'count') throw parseError(what, `"${fn}()" needs a column in "${item}"`);
  if (aggregateCast !== null && !CAST_PATTERN.test(aggregateCast)) throw parseError(what, `invalid cast "${aggregateCast}"`);
  if (fieldPart === undefined) return { kind: 'column', field: { column: '*', path: [] }, alias, cast: null, aggregate, aggregateCast };
  const [fieldText = '', cast = null, extra] = fieldPart.split('::');
  if (extra !== undefined) throw parseError(what, `unexpected "::" in "${item}"`);
  if (cast !== null && !CAST_PATTERN.test(cast)) throw parseError(what, `invalid cast "${cast}"`);
  return { kind: 'column', field: parseField(fieldText, what), alias, cast, aggregate, aggregateCast };
}

function parseEmbed(item: string, alias: string | null, rest: string, what: string, spread: boolean): SelectItem {
  const open = rest.indexOf('(');
  const head = rest.slice(0, open).split('!');
  const name = unquote(head[0] ?? '');
  let hint: string | null = null;
  let inner = false;
  for (const modifier of head.slice(1)) {
    if (modifier === 'inner') inner = true;
    else if (modifier === 'left') inner = false;
    else if (modifier !== '' && hint === null) hint = modifier;
    else throw parseError(what, `unexpected "!${modifier}" in "${item}"`);
  }
  if (name === '') throw parseError(what, `missing relation name in "${item}"`);
  const body = rest.slice(open + 1, -1);
  // `rel()` embeds nothing: PostgREST leaves the key out; it is there only to filter by.
  const items = body === '' ? [] : parseSelectItems(body, what);
  return spread ? { kind: 'embed', name, alias, hint, inner, items, spread } : { kind: 'embed', name, alias, hint, inner, items };
}

function parseItem(item: string, what: string): SelectItem {
  if (item === '*') return { kind: 'star' };
  const { alias, rest } = splitAlias(item);
  if (alias === '') throw parseError(what, `empty alias in "${item}"`);
  const aggregate = parseAggregate(item, alias, rest, what);
  if (aggregate) return aggregate;
  // `...rel(cols)`, and `..rel(cols)` which PostgREST also accepts.
  const spread = /^\.{2,3}(?!\.)/.exec(rest);
  if (spread) {
    if (alias !== null) throw parseError(what, `a spread embed takes no alias ("${item}")`);
    const target = rest.slice(spread[0].length);
    if (!(target.endsWith(')') && target.includes('('))) throw parseError(what, `expected "(" after the spread relation in "${item}"`);
    return parseEmbed(item, null, target, what, true);
  }
  if (rest.endsWith(')') && rest.includes('(')) return parseEmbed(item, alias, rest, what, false);
  if (/[()]/.test(rest)) throw parseError(what, `unexpected parenthesis in "${item}"`);
  const [fieldText = '', cast = null, extra] = rest.split('::');
  if (extra !== undefined) throw parseError(what, `unexpected "::" in "${item}"`);
  if (cast !== null && !CAST_PATTERN.test(cast)) throw parseError(what, `invalid cast "${cast}"`);
  return { kind: 'column', field: parseField(fieldText, what), alias, cast };
}

/** Parses PostgREST's `select` parameter (client whitespace already stripped). */
export function parseSelectItems(text: string, what = `select parameter (${text})`): SelectItem[] {
  const items = splitTopLevel(text);
  return items.map((item) => {
    if (item === '') throw parseError(what, 'unexpected empty select item');
    return parseItem(item, what);
  });
}

export function parseSelect(text: string | null): SelectItem[] {
  const trimmed = (text ?? '*').trim();
  return parseSelectItems(trimmed === '' ? '*' : trimmed);
}
