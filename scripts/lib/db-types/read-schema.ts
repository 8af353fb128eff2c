import type { Queryable } from 'local-supabase/migrated-schema';
import type {
  ArgModel,
  ColumnModel,
  FunctionModel,
  RelationshipModel,
  ReturnModel,
  SchemaModel,
  TypeRef,
  ViewModel,
} from './schema-model.ts';

/**
 * Reads the `public` schema from pg_catalog into a SchemaModel. Arrays come back as JSON so that PGlite and
 * node-postgres hand the same values over. Everything is sorted here, so the printed file only changes when
 * the schema does.
 */

const SCHEMA = 'public';

interface TypeRow {
  oid: number;
  name: string;
  kind: string;
  schema: string;
  category: string;
  elem: number;
  base: number;
  relation: string | null;
  relation_kind: string | null;
}

const TYPES_SQL = `
select t.oid::int as oid, t.typname as name, t.typtype as kind, n.nspname as schema, t.typcategory as category,
       t.typelem::int as elem, t.typbasetype::int as base, c.relname as relation, c.relkind as relation_kind
  from pg_catalog.pg_type t
  join pg_catalog.pg_namespace n on n.oid = t.typnamespace
  left join pg_catalog.pg_class c on c.oid = t.typrelid`;

const COLUMNS_SQL = `
select c.relname as relation, c.relkind as relation_kind, a.attname as name, a.atttypid::int as type,
       not a.attnotnull as nullable, (a.atthasdef or a.attidentity <> '') as has_default,
       (a.attidentity = 'a' or a.attgenerated <> '') as generated_always,
       case when c.relkind in ('v', 'm') then pg_catalog.pg_relation_is_updatable(c.oid, false) & 12 = 12 else true end as updatable
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
 where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm')`;

const RELATIONSHIPS_SQL = `
select con.conname as name, src.relname as relation, ref.relname as referenced_relation,
       to_json(array(select a.attname from unnest(con.conkey) with ordinality k(num, i)
                     join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.i)) as columns,
       to_json(array(select a.attname from unnest(con.confkey) with ordinality k(num, i)
                     join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.i)) as referenced_columns,
       exists (select 1 from pg_catalog.pg_constraint u
                where u.conrelid = con.conrelid and u.contype in ('p', 'u') and u.conkey @> con.conkey and u.conkey <@ con.conkey) as one_to_one
  from pg_catalog.pg_constraint con
  join pg_catalog.pg_class src on src.oid = con.conrelid
  join pg_catalog.pg_namespace sn on sn.oid = src.relnamespace
  join pg_catalog.pg_class ref on ref.oid = con.confrelid
  join pg_catalog.pg_namespace rn on rn.oid = ref.relnamespace
 where con.contype = 'f' and sn.nspname = $1 and rn.nspname = $1`;

const FUNCTIONS_SQL = `
select p.proname as name, p.proretset as returns_set, p.prorettype::int as return_type,
       p.pronargdefaults::int as defaults,
       to_json(coalesce(p.proallargtypes::int[], p.proargtypes::int[])) as arg_types,
       to_json(p.proargmodes::text[]) as arg_modes, to_json(p.proargnames) as arg_names,
       pg_catalog.pg_get_function_identity_arguments(p.oid) as identity
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
 where n.nspname = $1 and p.prokind = 'f'`;

const ENUMS_SQL = `
select t.typname as name, to_json(array(select e.enumlabel from pg_catalog.pg_enum e where e.enumtypid = t.oid order by e.enumsortorder)) as labels
  from pg_catalog.pg_type t
  join pg_catalog.pg_namespace n on n.oid = t.typnamespace
 where n.nspname = $1 and t.typtype = 'e'`;

const COMPOSITES_SQL = `
select t.typname as name, a.attname as attribute, a.atttypid::int as type
  from pg_catalog.pg_type t
  join pg_catalog.pg_namespace n on n.oid = t.typnamespace
  join pg_catalog.pg_class c on c.oid = t.typrelid and c.relkind = 'c'
  join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
 where n.nspname = $1 and t.typtype = 'c'
 order by a.attnum`;

const byName = <T extends { name: string }>(a: T, b: T): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Resolves type oids: arrays to their element, domains to their base type, row types to their relation. */
function typeResolver(rows: TypeRow[]): (oid: number) => TypeRef | null {
  const types = new Map(rows.map((row) => [row.oid, row]));
  const resolve = (oid: number, array: boolean): TypeRef | null => {
    const type = types.get(oid);
    if (!type) return null;
    if (type.category === 'A' && type.elem !== 0) return resolve(type.elem, true);
    if (type.kind === 'd') return resolve(type.base, array);
    if (type.kind === 'e' && type.schema === SCHEMA) return { kind: 'enum', name: type.name, array };
    if (type.kind === 'c' && type.schema === SCHEMA && type.relation !== null) {
      if (type.relation_kind === 'c') return { kind: 'composite', name: type.name, array };
      const relationKind = type.relation_kind === 'v' || type.relation_kind === 'm' ? 'Views' : 'Tables';
      return { kind: 'row', relation: type.relation, relationKind, array };
    }
    return { kind: 'base', name: type.name, array };
  };
  return (oid) => resolve(oid, false);
}

const INPUT_MODES = new Set(['i', 'b', 'v']);
const OUTPUT_MODES = new Set(['o', 'b', 't']);
/** Functions PostgREST cannot call: triggers and the planner's internals. */
const UNCALLABLE_RETURNS = new Set([
  'trigger',
  'event_trigger',
  'internal',
  'language_handler',
  'fdw_handler',
  'index_am_handler',
  'table_am_handler',
]);

interface FunctionRow {
  name: string;
  returns_set: boolean;
  return_type: number;
  defaults: number;
  arg_types: number[];
  arg_modes: string[] | null;
  arg_names: string[] | null;
  identity: string;
}

function functionModel(row: FunctionRow, resolve: (oid: number) => TypeRef | null): FunctionModel | null {
  const returned = resolve(row.return_type);
  if (!returned || (returned.kind === 'base' && UNCALLABLE_RETURNS.has(returned.name))) return null;
  const params = row.arg_types.map((oid, i) => ({
    name: row.arg_names?.[i] ?? '',
    mode: row.arg_modes?.[i] ?? 'i',
    type: resolve(oid) ?? { kind: 'base' as const, name: 'unknown', array: false },
  }));
  const inputs = params.filter((param) => INPUT_MODES.has(param.mode));
  const outputs = params.filter((param) => OUTPUT_MODES.has(param.mode));
  const firstOptional = inputs.length - row.defaults;
  // PostgREST passes arguments by name: an unnamed one can only be a single json/text body, which the site never uses.
  const args: ArgModel[] = inputs
    .filter((input) => input.name !== '')
    .map((input, i) => ({ name: input.name, type: input.type, optional: i >= firstOptional }));
  const returns: ReturnModel =
    outputs.length > 0
      ? { kind: 'columns', columns: outputs.map((output) => ({ name: output.name, type: output.type })).sort(byName), set: row.returns_set }
      : { kind: 'type', type: returned, set: row.returns_set };
  return { name: row.name, args: args.sort(byName), returns };
}

interface ColumnRow {
  relation: string;
  relation_kind: string;
  name: string;
  type: number;
  nullable: boolean;
  has_default: boolean;
  generated_always: boolean;
  updatable: boolean;
}

interface RelationshipRow {
  name: string;
  relation: string;
  referenced_relation: string;
  columns: string[];
  referenced_columns: string[];
  one_to_one: boolean;
}

export async function readSchema(tx: Queryable): Promise<SchemaModel> {
  const resolve = typeResolver((await tx.query<TypeRow>(TYPES_SQL)).rows);
  const columns = (await tx.query<ColumnRow>(COLUMNS_SQL, [SCHEMA])).rows;
  const relationships = (await tx.query<RelationshipRow>(RELATIONSHIPS_SQL, [SCHEMA])).rows;

  const relationshipsOf = (relation: string): RelationshipModel[] =>
    relationships
      .filter((row) => row.relation === relation)
      .map((row) => ({
        foreignKeyName: row.name,
        columns: row.columns,
        isOneToOne: row.one_to_one,
        referencedRelation: row.referenced_relation,
        referencedColumns: row.referenced_columns,
      }))
      .sort((a, b) => (a.foreignKeyName + a.referencedRelation < b.foreignKeyName + b.referencedRelation ? -1 : 1));

  const relations = new Map<string, ViewModel & { isView: boolean }>();
  for (const row of columns) {
    const relation = relations.get(row.relation) ?? {
      name: row.relation,
      columns: [],
      relationships: relationshipsOf(row.relation),
      updatable: row.updatable,
      isView: row.relation_kind === 'v' || row.relation_kind === 'm',
    };
    const column: ColumnModel = {
      name: row.name,
      type: resolve(row.type) ?? { kind: 'base', name: 'unknown', array: false },
      nullable: row.nullable,
      hasDefault: row.has_default,
      generatedAlways: row.generated_always,
    };
    relation.columns.push(column);
    relations.set(row.relation, relation);
  }
  const all = [...relations.values()].map((relation) => ({ ...relation, columns: relation.columns.sort(byName) })).sort(byName);

  const functionRows = (await tx.query<FunctionRow>(FUNCTIONS_SQL, [SCHEMA])).rows.sort((a, b) =>
    a.name === b.name ? (a.identity < b.identity ? -1 : 1) : a.name < b.name ? -1 : 1,
  );
  const functions = functionRows.map((row) => functionModel(row, resolve)).filter((fn): fn is FunctionModel => fn !== null);

  const enums = (await tx.query<{ name: string; labels: string[] }>(ENUMS_SQL, [SCHEMA])).rows
    .map((row) => ({ name: row.name, values: row.labels }))
    .sort(byName);

  const compositeRows = (await tx.query<{ name: string; attribute: string; type: number }>(COMPOSITES_SQL, [SCHEMA])).rows;
  const compositeNames = [...new Set(compositeRows.map((row) => row.name))].sort();
  const compositeTypes = compositeNames.map((name) => ({
    name,
    attributes: compositeRows
      .filter((row) => row.name === name)
      .map((row) => ({ name: row.attribute, type: resolve(row.type) ?? { kind: 'base' as const, name: 'unknown', array: false } })),
  }));

  return {
    tables: all
      .filter((relation) => !relation.isView)
      .map(({ name, columns: cols, relationships: rels }) => ({ name, columns: cols, relationships: rels })),
    views: all
      .filter((relation) => relation.isView)
      .map(({ name, columns: cols, relationships: rels, updatable }) => ({ name, columns: cols, relationships: rels, updatable })),
    functions,
    enums,
    compositeTypes,
  };
}
