import { postgrestError } from '../http/api-error.ts';
import type { BuildContext, LevelOptions, LevelScope, LevelSql, OutputColumn } from './build-context.ts';
import { isLegacyCount } from './column-sql.ts';
import { embedSql, type EmbedSql } from './embed-sql.ts';
import { fieldOutputName, type FieldRef } from './field-ref.ts';
import type { FilterNode } from './filter-parser.ts';
import { fieldSql, filterSql } from './filter-sql.ts';
import type { LevelParams } from './query-params.ts';
import type { AggregateFunction, SelectItem } from './select-parser.ts';
import { quoteIdent } from './sql-params.ts';

/** Whether the level applies aggregates: its own, or those hoisted out of its spread embeds. */
function aggregates(items: SelectItem[]): boolean {
  return items.some(
    (i) => (i.kind === 'column' && i.aggregate !== undefined) || (i.kind === 'embed' && i.spread === true && aggregates(i.items)),
  );
}

/** `embed=is.null` / `embed=not.is.null` on an embedded resource: PostgREST's anti- and semi-joins. */
function embedNullTest(node: FilterNode, exists: Map<string, string>): string | null {
  if (node.kind !== 'cond' || node.op !== 'is' || node.field.path.length > 0) return null;
  const test = exists.get(node.field.column);
  if (!test || node.value.toLowerCase() !== 'null') return null;
  return node.negated ? test : `not ${test}`;
}

const applyAggregate = (fn: AggregateFunction, input: string, cast: string | null): string =>
  `${fn}(${input})${cast === null ? '' : `::${cast}`}`;

function columnOutput(ctx: BuildContext, scope: LevelScope, item: Extract<SelectItem, { kind: 'column' }>, spread: boolean): OutputColumn {
  const cast = item.cast === null ? '' : `::${item.cast}`;
  if (item.aggregate !== undefined) {
    if (!ctx.catalog.settings?.aggregatesEnabled) throw postgrestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    const input = item.field.column === '*' ? null : `${fieldSql(scope, item.field, ctx.params)}${cast}`;
    const name = item.alias ?? item.aggregate;
    const aggregateCast = item.aggregateCast ?? null;
    if (spread) return { expr: input ?? '1', name, aggregated: false, hoisted: { fn: item.aggregate, cast: aggregateCast } };
    return { expr: applyAggregate(item.aggregate, input ?? '*', aggregateCast), name, aggregated: true };
  }
  if (item.field.path.length === 0 && isLegacyCount(scope, item.field.column)) {
    return { expr: 'count(*)', name: item.alias ?? 'count', aggregated: false };
  }
  return { expr: `${fieldSql(scope, item.field, ctx.params)}${cast}`, name: item.alias ?? fieldOutputName(item.field), aggregated: false };
}

const starOutputs = (scope: LevelScope, explicit: boolean): OutputColumn[] =>
  explicit
    ? [...scope.relation.columns.keys()].map((c) => ({ expr: `${scope.alias}.${quoteIdent(c)}`, name: c, aggregated: false }))
    : [{ expr: `${scope.alias}.*`, name: null, aggregated: false }];

/** `order=rel(col)`: only a to-one embed of this level can order it (PGRST108 / PGRST118 otherwise). */
function relatedOrderValue(scope: LevelScope, embeds: Map<string, EmbedSql>, relation: string, field: FieldRef): string {
  const embed = embeds.get(relation);
  if (!embed) {
    throw postgrestError(
      400,
      'PGRST108',
      `'${relation}' is not an embedded resource in this request`,
      null,
      `Verify that '${relation}' is included in the 'select' query parameter.`,
    );
  }
  if (!embed.relatedValue) {
    throw postgrestError(
      400,
      'PGRST118',
      `A related order on '${relation}' is not possible`,
      `'${scope.relation.name}' and '${relation}' do not form a many-to-one or one-to-one relationship`,
    );
  }
  return embed.relatedValue(field);
}

/** The select list, conditions, grouping, order and paging of one level; recurses into embeds. */
/**
 * PostgREST joins each embed as `<parent table>_<alias or name>_<depth>`: the same table embedded twice without
 * aliases (`users!first_user(*), users!second_user(*)`) names two joins alike and Postgres refuses with 42712.
 */
function assertDistinctJoinAliases(scope: LevelScope, items: SelectItem[], path: string): void {
  const depth = path === '' ? 1 : path.split('.').length + 1;
  const seen = new Set<string>();
  for (const item of items) {
    if (item.kind !== 'embed') continue;
    const joinAlias = `${scope.linkName ?? scope.relation.name}_${item.alias ?? item.name}_${depth}`;
    if (seen.has(joinAlias)) throw postgrestError(400, '42712', `table name "${joinAlias}" specified more than once`);
    seen.add(joinAlias);
  }
}

export function buildLevel(
  ctx: BuildContext,
  scope: LevelScope,
  items: SelectItem[],
  level: LevelParams,
  path = '',
  options: LevelOptions = {},
): LevelSql {
  const spread = options.spread === true;
  const grouping = !spread && aggregates(items);
  const outputs: OutputColumn[] = [];
  const conditions: string[] = [];
  const exists = new Map<string, string>();
  const embeds = new Map<string, EmbedSql>();
  assertDistinctJoinAliases(scope, items, path);
  for (const item of items) {
    if (item.kind === 'star') outputs.push(...starOutputs(scope, spread || grouping));
    else if (item.kind === 'column') outputs.push(columnOutput(ctx, scope, item, spread));
    else {
      const embed = embedSql(ctx, scope, item, path, grouping);
      for (const column of embed.outputs) {
        // A hoisted aggregate lands on the first level that is not itself spread.
        outputs.push(
          column.hoisted && !spread
            ? { expr: applyAggregate(column.hoisted.fn, column.expr, column.hoisted.cast), name: column.name, aggregated: true }
            : column,
        );
      }
      exists.set(embed.outputName, embed.exists);
      embeds.set(embed.outputName, embed);
      if (item.inner) conditions.push(embed.exists);
    }
  }
  for (const filter of level.filters) conditions.push(embedNullTest(filter, exists) ?? filterSql(scope, filter, ctx.params));
  const order = level.order.map((term) => {
    const nulls = term.nulls === null ? '' : ` nulls ${term.nulls}`;
    const value =
      term.relation === undefined ? fieldSql(scope, term.field, ctx.params) : relatedOrderValue(scope, embeds, term.relation, term.field);
    return `${value} ${term.descending ? 'desc' : 'asc'}${nulls}`;
  });
  const limit = level.limit === null ? '' : ` limit ${ctx.params.add(level.limit)}::int8`;
  const offset = level.offset === null ? '' : ` offset ${ctx.params.add(level.offset)}::int8`;
  // PostgREST groups by every selected column that is not aggregated.
  const groupTerms = grouping ? outputs.filter((c) => !c.aggregated).map((c) => c.expr) : [];
  return {
    // Zero columns is valid SQL and renders each row as {}, as PostgREST does.
    columns: outputs.map((c) => (c.name === null ? c.expr : `${c.expr} as ${quoteIdent(c.name)}`)).join(', '),
    outputs,
    conditions,
    groupBy: groupTerms.length > 0 ? ` group by ${groupTerms.join(', ')}` : '',
    order: order.length > 0 ? ` order by ${order.join(', ')}` : '',
    limit: `${limit}${offset}`,
  };
}
