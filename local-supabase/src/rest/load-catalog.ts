import type { Queryable } from '../db/types.ts';
import type { Catalog, Column, DbFunction, ForeignKey, Relation } from './catalog-types.ts';
import { CONSTRAINTS_SQL, FUNCTIONS_SQL, RELATIONS_SQL } from './catalog-queries.ts';
import { computedFieldsByTable, loadComputedFunctions } from './computed-catalog.ts';
import { buildRelationships } from './relationship-graph.ts';
import { viewColumnOrigins, type ColumnOrigin } from './view-lineage.ts';
import { inheritViewKeys, viewToViewKeys, type RawConstraint } from './view-keys.ts';

interface RawRelation {
  name: string;
  kind: 'table' | 'view';
  columns: Column[] | null;
  viewQuery: string | null;
}

interface RawArg {
  name: string;
  type: string;
  mode: string;
  isArray: boolean;
}

interface RawFunction {
  name: string;
  returnsSet: boolean;
  returnsVoid: boolean;
  volatility: 'v' | 's' | 'i';
  defaultCount: number;
  args: RawArg[];
  compositeColumns: { name: string; type: string }[] | null;
  returnRelation: string | null;
}

async function jsonQuery<T>(tx: Queryable, sql: string, schema: string): Promise<T> {
  const result = await tx.query<{ body: string }>(sql, [schema]);
  const body = result.rows[0]?.body;
  if (typeof body !== 'string') throw new Error('catalog query returned no JSON');
  return JSON.parse(body) as T;
}

const toColumnMap = (columns: Column[]): Map<string, Column> => new Map(columns.map((c) => [c.name, c]));

function toFunction(raw: RawFunction, schema: string): DbFunction {
  const inputs = raw.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
  const outputs = raw.args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
  const firstDefault = inputs.length - raw.defaultCount;
  const outColumns = raw.compositeColumns ?? (outputs.length > 0 ? outputs : null);
  return {
    schema,
    name: raw.name,
    args: inputs.map((a, i) => ({ name: a.name, type: a.type, isArray: a.isArray, hasDefault: i >= firstDefault })),
    returnsSet: raw.returnsSet,
    returnsVoid: raw.returnsVoid,
    volatility: raw.volatility,
    returnColumns: outColumns
      ? toColumnMap(outColumns.map((c) => ({ name: c.name, type: c.type, nullable: true, hasDefault: false })))
      : null,
    returnRelation: raw.returnRelation,
  };
}

// PostgREST's schema cache keeps a function callable through /rpc only when every input parameter has a name,
// or exactly one has none and the first input is json, jsonb, text, xml or bytea (the whole body goes there).
// Others (e.g. `blurb_message(messages)`, a computed field) are not in its function list at all: 404 PGRST202.
const WHOLE_BODY_TYPES: ReadonlySet<string> = new Set(['bytea', 'json', 'jsonb', 'text', 'xml']);
function isCallable(raw: RawFunction): boolean {
  const inputs = raw.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
  const unnamed = inputs.filter((a) => a.name === '').length;
  if (unnamed === 0) return true;
  return unnamed === 1 && WHOLE_BODY_TYPES.has(inputs[0]?.type ?? '');
}

/** Reads one exposed schema in one go; runs as the owner because it only reads pg_catalog. */
export async function loadCatalog(tx: Queryable, schema: string): Promise<Catalog> {
  const rawRelations = await jsonQuery<RawRelation[]>(tx, RELATIONS_SQL, schema);
  const constraints = await jsonQuery<RawConstraint[]>(tx, CONSTRAINTS_SQL, schema);
  const rawFunctions = await jsonQuery<RawFunction[]>(tx, FUNCTIONS_SQL, schema);

  const relations = new Map<string, Relation>();
  for (const raw of rawRelations) {
    const primaryKey = constraints.find((c) => c.type === 'p' && c.table === raw.name)?.columns ?? [];
    relations.set(raw.name, { schema, name: raw.name, kind: raw.kind, columns: toColumnMap(raw.columns ?? []), primaryKey });
  }
  const foreignKeys: ForeignKey[] = constraints
    .filter((c) => c.type === 'f' && c.refTable !== null)
    .map((c) => ({ name: c.name, table: c.table, columns: c.columns, refTable: c.refTable ?? '', refColumns: c.refColumns }));

  const views: { name: string; origins: ColumnOrigin[] }[] = [];
  for (const raw of rawRelations) {
    const relation = relations.get(raw.name);
    if (raw.kind !== 'view' || !raw.viewQuery || !relation) continue;
    const origins = viewColumnOrigins(raw.viewQuery);
    views.push({ name: raw.name, origins });
    const inherited = inheritViewKeys(raw.name, origins, constraints);
    foreignKeys.push(...inherited.foreignKeys);
    relation.primaryKey = inherited.primaryKey;
  }
  foreignKeys.push(...viewToViewKeys(views, constraints));

  // Primary and unique keys per relation: a foreign key equal to one of them is one-to-one.
  const keys = new Map<string, string[][]>();
  for (const relation of relations.values()) if (relation.primaryKey.length > 0) keys.set(relation.name, [relation.primaryKey]);
  for (const c of constraints.filter((k) => k.type === 'u')) keys.set(c.table, [...(keys.get(c.table) ?? []), c.columns]);
  const computed = await loadComputedFunctions(tx, schema);
  for (const [table, fields] of computedFieldsByTable(computed)) {
    const relation = relations.get(table);
    if (relation) relation.computedFields = fields;
  }
  const relationships = buildRelationships(relations, foreignKeys, keys, computed);

  const functions = new Map<string, DbFunction[]>();
  for (const raw of rawFunctions) {
    if (!isCallable(raw)) continue;
    const list = functions.get(raw.name) ?? [];
    list.push(toFunction(raw, schema));
    functions.set(raw.name, list);
  }
  return { schema, relations, foreignKeys, functions, relationships };
}
