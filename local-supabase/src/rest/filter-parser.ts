import { parseField, type FieldRef } from './field-ref.ts';
import { parseError } from './parse-errors.ts';
import { splitTopLevel, unquote } from './split-top-level.ts';

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

export interface Condition {
  kind: 'cond';
  field: FieldRef;
  negated: boolean;
  op: Operator;
  /** `like(any)` / `eq(all)`: the value is a `{a,b}` list. */
  quantifier: 'any' | 'all' | null;
  /** Text-search configuration from `fts(english)`. */
  config: string | null;
  value: string;
  /** The parsed items of `in.(…)` or a quantified `{…}` list. */
  list: string[];
}

export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negated: boolean;
  children: FilterNode[];
}

export type FilterNode = Condition | Logic;

const isOperator = (name: string): name is Operator => (OPERATORS as readonly string[]).includes(name);

function parseList(value: string, open: string, close: string, what: string): string[] {
  if (!value.startsWith(open) || !value.endsWith(close)) {
    throw parseError(what, `expected a list in ${open}${close}, got "${value}"`);
  }
  const inner = value.slice(1, -1);
  return inner === '' ? [] : splitTopLevel(inner).map(unquote);
}

/**
 * `[not.]op[(modifier)].value` applied to `field`. Only values inside `or`/`and`
 * lists are unquoted (there a comma needs quotes); top-level values are literal.
 */
export function parseCondition(field: FieldRef, expression: string, what: string, inLogic = false): Condition {
  let rest = expression;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const match = /^([a-z]+)(?:\(([A-Za-z_][A-Za-z0-9_]*)\))?\.([\s\S]*)$/.exec(rest);
  const opName = match?.[1] ?? '';
  if (!match || !isOperator(opName)) throw parseError(what, `unknown or missing operator in "${expression}"`);
  const modifier = match[2] ?? null;
  const value = match[3] ?? '';
  const isFts = opName.endsWith('fts');
  const quantifier = !isFts && (modifier === 'any' || modifier === 'all') ? modifier : null;
  if (modifier !== null && !isFts && quantifier === null) throw parseError(what, `unexpected "(${modifier})"`);
  let list: string[] = [];
  if (opName === 'in') list = parseList(value, '(', ')', what);
  else if (quantifier) list = parseList(value, '{', '}', what);
  return {
    kind: 'cond',
    field,
    negated,
    op: opName,
    quantifier,
    config: isFts ? modifier : null,
    value: inLogic ? unquote(value) : value,
    list,
  };
}

/** One element of an `or=(…)` / `and=(…)` list. */
function parseLogicItem(item: string, what: string): FilterNode {
  const logic = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
  if (logic?.[2] && logic[3]) {
    return parseLogic(logic[2] === 'and' ? 'and' : 'or', logic[3], logic[1] !== undefined, what);
  }
  const dot = item.indexOf('.');
  if (dot <= 0) throw parseError(what, `expected "field.operator.value", got "${item}"`);
  return parseCondition(parseField(item.slice(0, dot), what), item.slice(dot + 1), what, true);
}

/** `(a.eq.1,and(b.gt.2,c.lt.3))` for the `or` / `and` parameters. */
export function parseLogic(op: 'and' | 'or', value: string, negated: boolean, what: string): Logic {
  if (!value.startsWith('(') || !value.endsWith(')')) throw parseError(what, `expected "(" and ")" around "${value}"`);
  const items = splitTopLevel(value.slice(1, -1));
  if (items.some((i) => i === '')) throw parseError(what, 'unexpected empty condition');
  return { kind: 'logic', op, negated, children: items.map((i) => parseLogicItem(i, what)) };
}
