/** What the REST layer knows about one exposed schema (`public` unless DB_SCHEMAS adds more), read from pg_catalog. */

export interface Column {
  name: string;
  /** format_type() of the column, e.g. `bigint`, `text[]`, `tsvector`. */
  type: string;
  nullable: boolean;
  hasDefault: boolean;
}

export interface ForeignKey {
  /** Constraint name, usable as an embedding hint (`table!fk_name`). */
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface Relation {
  /** The exposed schema the relation lives in (its catalogue's schema). */
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
  primaryKey: string[];
  /**
   * Computed fields: functions `fn(<this relation>)` returning a scalar, selectable and
   * filterable like columns (PostgREST resolves them the same way).
   */
  computedFields?: ReadonlySet<string>;
}

export interface FunctionArg {
  name: string;
  type: string;
  /** Array types are rebuilt from JSON arrays before the call. */
  isArray: boolean;
  hasDefault: boolean;
}

export interface DbFunction {
  schema: string;
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  /** Null for scalar or void results; the column names of composite / table results. */
  returnColumns: Map<string, Column> | null;
  /** The table a `setof <table>` function returns, so its rows can embed. */
  returnRelation: string | null;
  returnsVoid: boolean;
  /** `v`olatile, `s`table or `i`mmutable: decides whether a POST call may write (PostgREST's access mode). */
  volatility: 'v' | 's' | 'i';
}

export interface Catalog {
  schema: string;
  relations: Map<string, Relation>;
  /** Foreign keys, including those a view inherits from the tables it exposes. */
  foreignKeys: ForeignKey[];
  functions: Map<string, DbFunction[]>;
  /** Every way a relation can embed another, keyed by the embedding (origin) relation. */
  relationships?: Map<string, Relationship[]>;
  /** Server settings that shape query planning (PostgREST's config), absent in unit fixtures. */
  settings?: RestSettings;
}

export interface RestSettings {
  /** PostgREST's db-aggregates-enabled (DB_AGGREGATES_ENABLED). */
  aggregatesEnabled: boolean;
}

/** PostgREST's cardinalities; the first three come from one foreign key, m2m from a join table. */
export type Cardinality = 'o2m' | 'm2o' | 'o2o' | 'm2m';

/** A join table with a foreign key to each side, both inside its primary key. */
export interface Junction {
  table: string;
  /** The join table's foreign key to the origin, and the one to the target. */
  constraint1: string;
  constraint2: string;
  /** Pairs of (origin column, join-table column). */
  sourceColumns: [string, string][];
  /** Pairs of (target column, join-table column). */
  targetColumns: [string, string][];
}

export interface ForeignKeyRelationship {
  kind: 'fk';
  /** The embedding relation (PostgREST's relTable) and the embedded one (relForeignTable). */
  table: string;
  foreignTable: string;
  foreignTableIsView: boolean;
  isSelf: boolean;
  cardinality: Cardinality;
  /** The foreign key's name; for m2m the join table's name. */
  constraint: string;
  /** Pairs of (origin column, target column); empty for m2m. */
  columns: [string, string][];
  junction: Junction | null;
}

/** `create function rel(origin) returns setof target`: an embeddable function (PostgREST's computed relationship). */
export interface ComputedRelationship {
  kind: 'computed';
  table: string;
  foreignTable: string;
  function: string;
  /** `returns target` or `rows 1`: rendered as an object. */
  toOne: boolean;
}

export type Relationship = ForeignKeyRelationship | ComputedRelationship;
