import { postgrestError } from '../http/api-error.ts';
import type { Relation } from './catalog-types.ts';

/** Collects bind values; the SQL only ever sees `$n` placeholders for user data. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Identifiers reach SQL only after a catalogue check, and always quoted. */
export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** `"schema"."name"`; a bare name is a relation of `public`. */
export const qualified = (relation: string | { schema: string; name: string }): string =>
  typeof relation === 'string' ? `"public".${quoteIdent(relation)}` : `${quoteIdent(relation.schema)}.${quoteIdent(relation.name)}`;

/** PostgREST's 42703 for a column the relation does not have. */
export function requireColumn(relation: Pick<Relation, 'name' | 'columns'>, column: string, sqlName = relation.name): void {
  if (!relation.columns.has(column)) {
    throw postgrestError(400, '42703', `column ${sqlName}.${column} does not exist`);
  }
}
