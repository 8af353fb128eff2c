/**
 * What the type generator knows of the database: the `public` schema as pg_catalog describes it, reduced to
 * what `supabase gen types typescript` prints. read-schema.ts fills it from a migrated database;
 * render-database-types.ts prints it. Types are resolved to a `TypeRef` on the way in, so the printer
 * never sees an oid.
 */

/** A column's, argument's or result's type, after arrays and domains are seen through. */
export type TypeRef =
  | { kind: 'base'; name: string; array: boolean }
  | { kind: 'enum'; name: string; array: boolean }
  | { kind: 'composite'; name: string; array: boolean }
  /** A table's or view's row type (`returns setof courses`). */
  | { kind: 'row'; relation: string; relationKind: 'Tables' | 'Views'; array: boolean };

export interface ColumnModel {
  name: string;
  type: TypeRef;
  nullable: boolean;
  /** A default or an identity: the column may be left out of an insert. */
  hasDefault: boolean;
  /** `generated always` (identity or expression): an insert or update may not name it. */
  generatedAlways: boolean;
}

export interface RelationshipModel {
  foreignKeyName: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface RelationModel {
  name: string;
  columns: ColumnModel[];
  relationships: RelationshipModel[];
}

export interface ViewModel extends RelationModel {
  /** PostgREST can insert into / update it (a simple view): Insert and Update are printed. */
  updatable: boolean;
}

export interface ArgModel {
  name: string;
  type: TypeRef;
  optional: boolean;
}

export type ReturnModel =
  | { kind: 'type'; type: TypeRef; set: boolean }
  /** `returns table (...)` or OUT parameters. */
  | { kind: 'columns'; columns: { name: string; type: TypeRef }[]; set: boolean };

export interface FunctionModel {
  name: string;
  args: ArgModel[];
  returns: ReturnModel;
}

export interface CompositeModel {
  name: string;
  attributes: { name: string; type: TypeRef }[];
}

export interface SchemaModel {
  tables: RelationModel[];
  views: ViewModel[];
  /** Overloads share a name and appear in order. */
  functions: FunctionModel[];
  enums: { name: string; values: string[] }[];
  compositeTypes: CompositeModel[];
}
