import type { TypeRef } from './schema-model.ts';

/** Postgres type → TypeScript type, as supabase's generator maps them (postgres-meta's typescript template). */

const NUMBERS = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRINGS = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'text',
  'citext',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'inet',
  'cidr',
  'macaddr',
  'name',
  'char',
  'tsvector',
  'vector',
]);

function baseType(name: string): string {
  if (name === 'bool') return 'boolean';
  if (NUMBERS.has(name)) return 'number';
  if (STRINGS.has(name)) return 'string';
  if (name === 'json' || name === 'jsonb') return 'Json';
  if (name === 'void') return 'undefined';
  if (name === 'record') return 'Record<string, unknown>';
  return 'unknown';
}

export function tsType(type: TypeRef): string {
  const element =
    type.kind === 'base'
      ? baseType(type.name)
      : type.kind === 'enum'
        ? `Database["public"]["Enums"]["${type.name}"]`
        : type.kind === 'composite'
          ? `Database["public"]["CompositeTypes"]["${type.name}"]`
          : `Database["public"]["${type.relationKind}"]["${type.relation}"]["Row"]`;
  return type.array ? `${element}[]` : element;
}
