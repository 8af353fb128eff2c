import { postgrestError } from '../http/api-error.ts';
import type { Catalog, Relation } from './catalog-types.ts';
import { fieldOutputName } from './field-ref.ts';
import type { FilterNode } from './filter-parser.ts';
import { fieldSql, filterSql, type Scope } from './filter-sql.ts';
import type { LevelParams } from './query-params.ts';
import { findRelationship } from './relationships.ts';
import type { SelectItem } from './select-parser.ts';
import { qualified, quoteIdent, type SqlParams } from './sql-params.ts';

export interface BuildContext {
  catalog: Catalog;
  params: SqlParams;
  levels: Map<string, LevelParams>;
  /** Level paths an embed has claimed; the rest are reported as PGRST108. */
  usedLevels: Set<string>;
  aliasCount: number;
}

/** A level of the result: where its rows come from and which table's keys it embeds through. */
export interface LevelScope extends Scope {
  /** Name used to look up foreign keys (a table or view), null when nothing can be embedded. */
  linkName: string | null;
}

export interface LevelSql {
  columns: string;
  /** The level's own filters and its `!inner` embeds' existence tests. */
  conditions: string[];
  order: string;
  limit: string;
}

const EMPTY_LEVEL: LevelParams = { filters: [], order: [], limit: null, offset: null };

export const nextAlias = (ctx: BuildContext): string => `pgrst_${ctx.aliasCount++}`;

function levelParams(ctx: BuildContext, path: string, fallbackPath: string): LevelParams {
  for (const candidate of [path, fallbackPath]) {
    const level = ctx.levels.get(candidate);
    if (level) {
      ctx.usedLevels.add(candidate);
      return level;
    }
  }
  return EMPTY_LEVEL;
}

/** `embed=is.null` / `embed=not.is.null` on an embedded resource: PostgREST's anti- and semi-joins. */
function embedNullTest(node: FilterNode, exists: Map<string, string>): string | null {
  if (node.kind !== 'cond' || node.op !== 'is' || node.field.path.length > 0) return null;
  const test = exists.get(node.field.column);
  if (!test || node.value.toLowerCase() !== 'null') return null;
  return node.negated ? test : `not ${test}`;
}

function embedSql(ctx: BuildContext, parent: LevelScope, item: Extract<SelectItem, { kind: 'embed' }>, path: string) {
  const child: Relation | undefined = ctx.catalog.relations.get(item.name);
  if (!child || parent.linkName === null) {
    throw postgrestError(400, 'PGRST200', `Could not find a relationship between '${parent.relation.name}' and '${item.name}' in the schema cache`);
  }
  const relationship = findRelationship(ctx.catalog, parent.linkName, item.name, item.hint);
  const outputName = item.alias ?? item.name;
  const prefix = path === '' ? '' : `${path}.`;
  const childPath = `${prefix}${outputName}`;
  const childScope: LevelScope = { relation: child, alias: nextAlias(ctx), linkName: child.name };
  const level = buildLevel(ctx, childScope, item.items, levelParams(ctx, childPath, `${prefix}${item.name}`), childPath);
  const join = relationship.pairs.map(([p, c]) => `${childScope.alias}.${quoteIdent(c)} = ${parent.alias}.${quoteIdent(p)}`);
  const where = [...join, ...level.conditions].join(' and ');
  const from = `${qualified(child)} as ${childScope.alias}`;
  const rows = `select ${level.columns} from ${from} where ${where}`;
  const value = relationship.toOne
    ? `(select row_to_json(pgrst_e) from (${rows} limit 1) pgrst_e)`
    : `(select coalesce(json_agg(pgrst_e), '[]') from (${rows}${level.order}${level.limit}) pgrst_e)`;
  return { column: `${value} as ${quoteIdent(outputName)}`, exists: `exists (select 1 from ${from} where ${where})`, outputName };
}

/** The select list, conditions, order and paging of one level; recurses into embeds. */
export function buildLevel(ctx: BuildContext, scope: LevelScope, items: SelectItem[], level: LevelParams, path = ''): LevelSql {
  const columns: string[] = [];
  const conditions: string[] = [];
  const exists = new Map<string, string>();
  for (const item of items) {
    if (item.kind === 'star') columns.push(`${scope.alias}.*`);
    else if (item.kind === 'column') {
      const cast = item.cast === null ? '' : `::${item.cast}`;
      columns.push(`${fieldSql(scope, item.field, ctx.params)}${cast} as ${quoteIdent(item.alias ?? fieldOutputName(item.field))}`);
    } else {
      const embed = embedSql(ctx, scope, item, path);
      if (item.items.length > 0) columns.push(embed.column);
      exists.set(embed.outputName, embed.exists);
      if (item.inner) conditions.push(embed.exists);
    }
  }
  for (const filter of level.filters) conditions.push(embedNullTest(filter, exists) ?? filterSql(scope, filter, ctx.params));
  const order = level.order.map((term) => {
    const nulls = term.nulls === null ? '' : ` nulls ${term.nulls}`;
    return `${fieldSql(scope, term.field, ctx.params)} ${term.descending ? 'desc' : 'asc'}${nulls}`;
  });
  const limit = level.limit === null ? '' : ` limit ${ctx.params.add(level.limit)}::int8`;
  const offset = level.offset === null ? '' : ` offset ${ctx.params.add(level.offset)}::int8`;
  return {
    // Zero columns is valid SQL and renders each row as {}, as PostgREST does.
    columns: columns.join(', '),
    conditions,
    order: order.length > 0 ? ` order by ${order.join(', ')}` : '',
    limit: `${limit}${offset}`,
  };
}
