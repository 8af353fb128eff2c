import type { TestProject } from 'vitest/node';
import { adminQuery, buildPostgresTemplate, buildSeededPglite } from './seeded-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: tarball of the seeded database every test file clones. */
    seededPglite: string;
    /** PostgreSQL (DATABASE_URL): the template database every test file copies. */
    postgresTemplate: string;
  }
}

/** Runs once per `vitest run`: the expensive bootstrap + seed happens here, not per file. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const url = process.env['DATABASE_URL'];
  if (url) {
    const template = await buildPostgresTemplate(url);
    project.provide('postgresTemplate', template);
    project.provide('seededPglite', '');
    return () => adminQuery(url, `drop database if exists ${template} with (force)`);
  }
  project.provide('seededPglite', await buildSeededPglite());
  project.provide('postgresTemplate', '');
  return undefined;
}
