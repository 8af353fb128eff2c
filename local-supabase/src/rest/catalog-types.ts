/** What the REST layer knows about schema `public`, read from pg_catalog. */

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
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
  primaryKey: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  /** Array types are rebuilt from JSON arrays before the call. */
  isArray: boolean;
  hasDefault: boolean;
}

export interface DbFunction {
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
  relations: Map<string, Relation>;
  /** Foreign keys, including those a view inherits from the tables it exposes. */
  foreignKeys: ForeignKey[];
  functions: Map<string, DbFunction[]>;
}
