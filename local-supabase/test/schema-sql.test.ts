import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe } from 'vitest';
import { createSchemaDb } from './schema-db.ts';
import { functionsSuite } from './schema-suites/functions.ts';
import { lessonMediaSuite } from './schema-suites/lesson-media.ts';
import { platformSuite } from './schema-suites/platform.ts';
import { policiesSuite } from './schema-suites/policies.ts';
import { quizzesSuite } from './schema-suites/quizzes.ts';
import { storageSchemaSuite } from './schema-suites/storage.ts';
import { triggersSuite } from './schema-suites/triggers.ts';

// SQL-level tests of the schema straight on PGlite (no HTTP server): local-supabase/sql,
// supabase/migrations and supabase/seed.sql applied by hand, then queries as PostgREST's roles.
// One database for all suites (a PGlite costs seconds and ~0.5 GB to start); every test
// that writes does so in a transaction it rolls back, so the suites cannot disturb each other.

let db: PGlite | undefined;
beforeAll(async () => {
  db = await createSchemaDb();
});
afterAll(async () => {
  await db?.close();
});

const getDb = (): PGlite => {
  if (!db) throw new Error('the schema database was not created');
  return db;
};

describe('platform SQL', () => platformSuite(getDb));
describe('storage schema', () => storageSchemaSuite(getDb));
describe('row-level security', () => policiesSuite(getDb));
describe('triggers', () => triggersSuite(getDb));
describe('views and functions', () => functionsSuite(getDb));
describe('quizzes', () => quizzesSuite(getDb));
describe('lesson media', () => lessonMediaSuite(getDb));
