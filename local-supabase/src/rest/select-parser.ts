import { parseField, type FieldRef } from './field-ref.ts';
import { parseError } from './parse-errors.ts';
import { splitTopLevel, unquote } from './split-top-level.ts';

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; field: FieldRef; alias: string | null; cast: string | null }
  | { kind: 'embed'; name: string; alias: string | null; hint: string | null; inner: boolean; items: SelectItem[] };

// Only plain type names are accepted as casts; they are spliced into SQL, so
// nothing but letters, digits, underscores, one space word and [] may pass.
const CAST_PATTERN = /^[a-z_][a-z0-9_]*( (precision|varying|zone))?(\[\])?$/;

/** Splits `alias:rest` at the first single colon (not part of `::`). */
function splitAlias(item: string): { alias: string | null; rest: string } {
  for (let i = 0; i < item.length; i++) {
    if (item[i] !== ':') continue;
    if (item[i + 1] === ':') return { alias: null, rest: item };
    return { alias: unquote(item.slice(0, i)), rest: item.slice(i + 1) };
  }
  return { alias: null, rest: item };
}

function parseEmbed(item: string, alias: string | null, rest: string, what: string): SelectItem {
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
  return { kind: 'embed', name, alias, hint, inner, items: body === '' ? [] : parseSelectItems(body, what) };
}

function parseItem(item: string, what: string): SelectItem {
  if (item === '*') return { kind: 'star' };
  const { alias, rest } = splitAlias(item);
  if (alias === '') throw parseError(what, `empty alias in "${item}"`);
  if (rest.startsWith('...')) throw parseError(what, `spread embedding is not supported ("${item}")`);
  if (rest.endsWith(')') && rest.includes('(')) return parseEmbed(item, alias, rest, what);
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
