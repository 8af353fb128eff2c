/**
 * `npm run db:types`: writes shared/src/db/database.types.ts, the `Database` type every Supabase client is
 * typed with, from a fresh database migrated by local-supabase (decision 0049).
 * `--check` writes nothing and fails when the committed file differs (npm test's db-types stage).
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { relative } from 'node:path';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from './lib/db-types/database-types-file.ts';

const check = process.argv.includes('--check');
const text = await generateDatabaseTypes();
const name = relative(process.cwd(), DATABASE_TYPES_FILE);
if (check) {
  const current = existsSync(DATABASE_TYPES_FILE) ? readFileSync(DATABASE_TYPES_FILE, 'utf8') : '';
  if (current !== text) {
    console.error(`${name}: database types are stale: run npm run db:types`);
    process.exit(1);
  }
  console.log(`${name} is current`);
} else {
  writeFileSync(DATABASE_TYPES_FILE, text);
  console.log(`wrote ${name}`);
}
