/**
 * `npm run db:types`: writes shared/db/src/database.types.ts, the `Database` type every Supabase client is
 * typed with, from a fresh database migrated by local-supabase (decision 0049), and its copy for the Edge
 * Functions, supabase/functions/_shared/database.types.ts (decision 0061).
 * `--check` writes nothing and fails when a committed file differs (npm test's db-types stage).
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { relative } from 'node:path';
import { DATABASE_TYPES_FILE, FUNCTIONS_DATABASE_TYPES_FILE, generateDatabaseTypes } from './lib/db-types/database-types-file.ts';

const check = process.argv.includes('--check');
const text = await generateDatabaseTypes();
let stale = false;
for (const file of [DATABASE_TYPES_FILE, FUNCTIONS_DATABASE_TYPES_FILE]) {
  const name = relative(process.cwd(), file);
  if (check) {
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (current !== text) {
      console.error(`${name}: database types are stale: run npm run db:types`);
      stale = true;
    } else console.log(`${name} is current`);
  } else {
    writeFileSync(file, text);
    console.log(`wrote ${name}`);
  }
}
if (stale) process.exit(1);
