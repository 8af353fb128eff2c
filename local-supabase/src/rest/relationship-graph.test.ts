import { describe, expect, test } from 'vitest';
import type { Column, ForeignKey, Relation } from './catalog-types.ts';
import { buildRelationships } from './relationship-graph.ts';

const table = (name: string, primaryKey: string[], kind: Relation['kind'] = 'table'): Relation => ({
  schema: 'public',
  name,
  kind,
  primaryKey,
  columns: new Map<string, Column>(),
});
const fk = (name: string, from: string, columns: string[], to: string, refColumns = ['id']): ForeignKey => ({
  name,
  table: from,
  columns,
  refTable: to,
  refColumns,
});

const relations = new Map([
  ['films', table('films', ['id'])],
  ['actors', table('actors', ['id'])],
  ['roles', table('roles', ['film_id', 'actor_id'])],
  ['specs', table('specs', ['film_id'])],
  ['notes', table('notes', ['id'])],
]);
const fks = [
  fk('roles_film_fk', 'roles', ['film_id'], 'films'),
  fk('roles_actor_fk', 'roles', ['actor_id'], 'actors'),
  fk('specs_film_fk', 'specs', ['film_id'], 'films'),
  fk('notes_film_fk', 'notes', ['film_id'], 'films'),
  fk('notes_film_fk', 'notes', ['film_id'], 'films'),
];
const keys = new Map([...relations.values()].map((r) => [r.name, [r.primaryKey]]));

describe('relationship graph', () => {
  const graph = buildRelationships(relations, fks, keys, [
    { name: 'top_actor', table: 'films', returnTable: 'actors', singleRow: true, returnsSet: true },
  ]);
  const from = (origin: string) =>
    (graph.get(origin) ?? []).map((r) =>
      r.kind === 'computed' ? `computed ${r.function}` : `${r.cardinality} ${r.foreignTable} ${r.constraint}`,
    );

  test('a join table with both keys in its primary key makes many-to-many both ways', () => {
    expect(from('films')).toContain('m2m actors roles');
    expect(from('actors')).toContain('m2m films roles');
    expect(graph.get('films')?.find((r) => r.kind === 'fk' && r.cardinality === 'm2m')).toMatchObject({
      junction: {
        table: 'roles',
        constraint1: 'roles_film_fk',
        constraint2: 'roles_actor_fk',
        sourceColumns: [['id', 'film_id']],
        targetColumns: [['id', 'actor_id']],
      },
    });
  });

  test('a foreign key that is the primary key is one-to-one from both sides; duplicates collapse', () => {
    expect(from('films')).toEqual([
      'm2m actors roles',
      'computed top_actor',
      'o2m notes notes_film_fk',
      'o2m roles roles_film_fk',
      'o2o specs specs_film_fk',
    ]);
    expect(from('specs')).toEqual(['o2o films specs_film_fk']);
  });
});
