import { columnSql } from './column-sql.ts';
import type { FieldRef } from './field-ref.ts';
import type { Condition, FilterNode, Operator } from './filter-parser.ts';
import type { Scope } from './level-scope.ts';
import { parseError } from './parse-errors.ts';
import type { SqlParams } from './sql-params.ts';

const COMPARISON: Partial<Record<Operator, string>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'is distinct from',
};

const TS_QUERY: Partial<Record<Operator, string>> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

const IS_VALUES: Record<string, string> = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' };

/** `alias."col"` plus any JSON path, keys bound as parameters (array indexes as integers). */
export function fieldSql(scope: Scope, field: FieldRef, params: SqlParams): string {
  let sql = columnSql(scope, field.column);
  for (const step of field.path) {
    const key = /^-?\d{1,9}$/.test(step.key) ? `${Number(step.key)}` : `${params.add(step.key)}::text`;
    sql = `(${sql}${step.arrow}${key})`;
  }
  return sql;
}

const likePattern = (op: Operator, value: string): string => (op === 'like' || op === 'ilike' ? value.replace(/\*/g, '%') : value);

function conditionSql(scope: Scope, cond: Condition, params: SqlParams): string {
  const column = fieldSql(scope, cond.field, params);
  let sql: string;
  const comparison = COMPARISON[cond.op];
  const tsQuery = TS_QUERY[cond.op];
  if (cond.op === 'is') {
    const keyword = IS_VALUES[cond.value.toLowerCase()];
    if (!keyword) throw parseError(`filter (is.${cond.value})`, 'expected null, true, false or unknown');
    sql = `${column} is ${keyword}`;
  } else if (cond.op === 'in') {
    sql = cond.list.length === 0 ? 'false' : `${column} in (${cond.list.map((v) => params.add(v)).join(', ')})`;
  } else if (tsQuery) {
    const config = cond.config === null ? '' : `${params.add(cond.config)}::regconfig, `;
    const columnType = scope.relation.columns.get(cond.field.column)?.type;
    const vector = columnType === 'tsvector' && cond.field.path.length === 0 ? column : `to_tsvector(${config}${column})`;
    sql = `${vector} @@ ${tsQuery}(${config}${params.add(cond.value)})`;
  } else if (comparison && cond.quantifier) {
    const items = cond.list.map((v) => params.add(likePattern(cond.op, v)));
    sql = items.length === 0 ? `${cond.quantifier === 'all'}` : `${column} ${comparison} ${cond.quantifier}(array[${items.join(', ')}])`;
  } else if (comparison) {
    sql = `${column} ${comparison} ${params.add(likePattern(cond.op, cond.value))}`;
  } else {
    throw parseError(`filter (${cond.op})`, `operator "${cond.op}" is not supported`);
  }
  return cond.negated ? `not (${sql})` : sql;
}

export function filterSql(scope: Scope, node: FilterNode, params: SqlParams): string {
  if (node.kind === 'cond') return conditionSql(scope, node, params);
  const joined = node.children.map((child) => `(${filterSql(scope, child, params)})`).join(` ${node.op} `);
  return node.negated ? `not (${joined})` : `(${joined})`;
}
