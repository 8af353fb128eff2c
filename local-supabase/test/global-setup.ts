import type { TestProject } from 'vitest/node';
import { buildPostgresTemplate, buildSeededPglite } from './seeded-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: tarball of the seeded database every test file clones. */
    seededPglite: string;
    /** PostgreSQL (DATABASE_URL): the template database every test file copies. */
    postgresTemplate: string;
  }
}

/** Runs once per `vitest run`: the expensive bootstrap + seed happens here, not per file. */
export default async function setup(project: TestProject): Promise<void> {
  const url = process.env['DATABASE_URL'];
  if (url) {
    project.provide('postgresTemplate', await buildPostgresTemplate(url));
    project.provide('seededPglite', '');
  } else {
    project.provide('seededPglite', await buildSeededPglite());
    project.provide('postgresTemplate', '');
  }
}
