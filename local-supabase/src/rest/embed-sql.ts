import { postgrestError } from '../http/api-error.ts';
import { levelParams, nextAlias, type BuildContext, type LevelScope, type OutputColumn } from './build-context.ts';
import type { Relation, Relationship } from './catalog-types.ts';
import { noRelationship } from './relationship-errors.ts';
import { findRelationship, isToOne } from './relationships.ts';
import type { FieldRef } from './field-ref.ts';
import { fieldSql } from './filter-sql.ts';
import type { SelectItem } from './select-parser.ts';
import { qualified, quoteIdent } from './sql-params.ts';

type EmbedItem = Extract<SelectItem, { kind: 'embed' }>;

export interface EmbedSql {
  /** The embed's output: one JSON column, or the spread columns. */
  outputs: OutputColumn[];
  /** `exists (…)` over the embedded rows, for `!inner` and `embed=not.is.null`. */
  exists: string;
  outputName: string;
  /** The embed's value of one of its columns, for `order=rel(col)`; null unless to-one. */
  relatedValue: ((field: FieldRef) => string) | null;
}

/** Where the embedded rows come from and how they join the parent row. */
function rowSource(
  ctx: BuildContext,
  relationship: Relationship,
  parent: LevelScope,
  child: LevelScope,
): { from: string; joins: string[] } {
  const own = `${qualified(child.relation)} as ${child.alias}`;
  // Embedding stays within the request's schema, as PostgREST's does.
  const inSchema = (name: string) => qualified({ schema: ctx.catalog.schema, name });
  const eq = (a: string, b: string): string => `${a} = ${b}`;
  const col = (alias: string, name: string): string => `${alias}.${quoteIdent(name)}`;
  if (relationship.kind === 'computed') {
    // The parent row is passed to the function (cast: a mutation's rows come from a CTE of type record).
    return {
      from: `${quoteIdent(ctx.catalog.schema)}.${quoteIdent(relationship.function)}(${parent.alias}::${inSchema(relationship.table)}) as ${child.alias}`,
      joins: [],
    };
  }
  if (relationship.junction) {
    const j = relationship.junction;
    const jAlias = nextAlias(ctx);
    const on = j.targetColumns.map(([target, jc]) => eq(col(jAlias, jc), col(child.alias, target))).join(' and ');
    return {
      from: `${own} join ${inSchema(j.table)} as ${jAlias} on ${on}`,
      joins: j.sourceColumns.map(([origin, jc]) => eq(col(jAlias, jc), col(parent.alias, origin))),
    };
  }
  return { from: own, joins: relationship.columns.map(([origin, target]) => eq(col(child.alias, target), col(parent.alias, origin))) };
}

function spreadNotToOne(origin: string, target: string): Error {
  return postgrestError(
    400,
    'PGRST119',
    `A spread operation on '${target}' is not possible`,
    `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
  );
}

/**
 * One embedded resource as correlated subqueries: a JSON object (to-one) or
 * array (to-many), or for `...rel(cols)` one scalar subquery per column.
 * `asJsonb` when the parent level groups by it (json has no equality).
 */
export function embedSql(ctx: BuildContext, parent: LevelScope, item: EmbedItem, path: string, asJsonb: boolean): EmbedSql {
  if (parent.linkName === null) throw noRelationship(ctx.catalog, parent.relation.name, item.name, item.hint);
  const relationship = findRelationship(ctx.catalog, parent.linkName, item.name, item.hint);
  const child: Relation | undefined = ctx.catalog.relations.get(relationship.foreignTable);
  if (!child) throw noRelationship(ctx.catalog, parent.linkName, item.name, item.hint);
  const toOne = isToOne(relationship);
  // A to-many spread of an aggregate has nothing to hoist it into: PostgREST 12's refusal stays for that case.
  if (item.spread && !toOne && item.items.some((i) => i.kind === 'column' && i.aggregate !== undefined)) {
    throw spreadNotToOne(parent.linkName, item.name);
  }

  const outputName = item.alias ?? item.name;
  const prefix = path === '' ? '' : `${path}.`;
  const childPath = `${prefix}${outputName}`;
  const depth = childPath.split('.').length;
  const childScope: LevelScope = { relation: child, alias: nextAlias(ctx), linkName: child.name, sqlName: `${child.name}_${depth}` };
  const params = levelParams(ctx, childPath, `${prefix}${item.name}`);
  const level = ctx.buildLevel(ctx, childScope, item.items, params, childPath, item.spread ? { spread: true } : {});
  const source = rowSource(ctx, relationship, parent, childScope);
  const conditions = [...source.joins, ...level.conditions];
  const where = conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
  const exists = `exists (select 1 from ${source.from}${where})`;
  const relatedValue = toOne
    ? (field: FieldRef) => `(select ${fieldSql(childScope, field, ctx.params)} from ${source.from}${where} limit 1)`
    : null;

  if (item.spread && !toOne) {
    // PostgREST 13: a to-many spread makes each column an array of the related rows' values.
    const json = asJsonb ? 'jsonb' : 'json';
    const outputs = level.outputs.map((c) => ({
      ...c,
      expr: `(select coalesce(${json}_agg(pgrst_s.v), '[]') from (select ${c.expr} as v from ${source.from}${where}${level.order}${level.limit}) pgrst_s)`,
    }));
    return { outputs, exists, outputName, relatedValue };
  }
  if (item.spread) {
    const outputs = level.outputs.map((c) => ({ ...c, expr: `(select ${c.expr} from ${source.from}${where} limit 1)` }));
    return { outputs, exists, outputName, relatedValue };
  }
  if (item.items.length === 0) return { outputs: [], exists, outputName, relatedValue };
  const rows = `select ${level.columns} from ${source.from}${where}${level.groupBy}`;
  const json = asJsonb ? 'jsonb' : 'json';
  const value = toOne
    ? `(select to_${json}(pgrst_e) from (${rows}${level.order} limit 1) pgrst_e)`
    : `(select coalesce(${json}_agg(pgrst_e), '[]') from (${rows}${level.order}${level.limit}) pgrst_e)`;
  return { outputs: [{ expr: value, name: outputName, aggregated: false }], exists, outputName, relatedValue };
}
