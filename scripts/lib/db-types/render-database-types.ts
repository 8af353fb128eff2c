import type { ColumnModel, FunctionModel, RelationModel, RelationshipModel, SchemaModel, ViewModel } from './schema-model.ts';
import { tsType } from './ts-type.ts';
import { HELPER_TYPES } from './helper-types.ts';

/**
 * Prints a SchemaModel as `supabase gen types typescript` does: the `Json` type, `Database` with the public
 * schema's Tables/Views/Functions/Enums/CompositeTypes, the Tables<>/TablesInsert<>/TablesUpdate<>/Enums<>/
 * CompositeTypes<> helpers and the `Constants` object. Layout is left to Prettier (generate-db-types.ts).
 */

const JSON_TYPE = `export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]`;

const EMPTY = '{ [_ in never]: never }';
const key = (name: string): string => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name));
const quoted = (value: string): string => JSON.stringify(value);
const block = (entries: string[]): string => (entries.length === 0 ? EMPTY : `{\n${entries.join('\n')}\n}`);

const rowField = (column: ColumnModel): string => `${key(column.name)}: ${tsType(column.type)}${column.nullable ? ' | null' : ''}`;

function writeField(column: ColumnModel, insert: boolean): string {
  if (column.generatedAlways) return `${key(column.name)}?: never`;
  const optional = !insert || column.nullable || column.hasDefault;
  return `${key(column.name)}${optional ? '?' : ''}: ${tsType(column.type)}${column.nullable ? ' | null' : ''}`;
}

function relationships(list: RelationshipModel[]): string {
  const items = list.map(
    (r) => `{
      foreignKeyName: ${quoted(r.foreignKeyName)}
      columns: [${r.columns.map(quoted).join(', ')}]
      isOneToOne: ${r.isOneToOne}
      referencedRelation: ${quoted(r.referencedRelation)}
      referencedColumns: [${r.referencedColumns.map(quoted).join(', ')}]
    },`,
  );
  return `Relationships: [${items.join('\n')}]`;
}

function table(relation: RelationModel, writable: boolean): string {
  const parts = [`Row: ${block(relation.columns.map(rowField))}`];
  if (writable) {
    parts.push(`Insert: ${block(relation.columns.map((c) => writeField(c, true)))}`);
    parts.push(`Update: ${block(relation.columns.map((c) => writeField(c, false)))}`);
  }
  parts.push(relationships(relation.relationships));
  return `${key(relation.name)}: {\n${parts.join('\n')}\n}`;
}

function functionSignature(fn: FunctionModel): string {
  const args =
    fn.args.length === 0 ? 'never' : block(fn.args.map((arg) => `${key(arg.name)}${arg.optional ? '?' : ''}: ${tsType(arg.type)}`));
  const returns =
    fn.returns.kind === 'columns'
      ? `${block(fn.returns.columns.map((column) => `${key(column.name)}: ${tsType(column.type)}`))}${fn.returns.set ? '[]' : ''}`
      : `${tsType(fn.returns.type)}${fn.returns.set ? '[]' : ''}`;
  return `{ Args: ${args}\nReturns: ${returns} }`;
}

function functions(list: FunctionModel[]): string {
  const names = [...new Set(list.map((fn) => fn.name))];
  return block(
    names.map((name) => {
      const overloads = list.filter((fn) => fn.name === name).map(functionSignature);
      return `${key(name)}: ${overloads.length === 1 ? overloads[0] : overloads.map((o) => `| ${o}`).join('\n')}`;
    }),
  );
}

export function renderDatabaseTypes(schema: SchemaModel): string {
  const enums = block(schema.enums.map((e) => `${key(e.name)}: ${e.values.map(quoted).join(' | ')}`));
  const composites = block(
    schema.compositeTypes.map((c) => `${key(c.name)}: ${block(c.attributes.map((a) => `${key(a.name)}: ${tsType(a.type)} | null`))}`),
  );
  const database = `export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: {
    Tables: ${block(schema.tables.map((t) => table(t, true)))}
    Views: ${block(schema.views.map((v: ViewModel) => table(v, v.updatable)))}
    Functions: ${functions(schema.functions)}
    Enums: ${enums}
    CompositeTypes: ${composites}
  }
}`;
  const constants = `export const Constants = {
  public: {
    Enums: {${schema.enums.map((e) => `${key(e.name)}: [${e.values.map(quoted).join(', ')}],`).join('\n')}},
  },
} as const`;
  return [JSON_TYPE, database, HELPER_TYPES, constants].join('\n\n') + '\n';
}
