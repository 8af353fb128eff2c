import { fileURLToPath } from 'node:url';

/**
 * Where the one schema lives, for the backends and tests that apply it (`supabase/schema-files` in
 * package.json "exports"): the migrations folder, applied in file-name order, and the sample data.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
export const SEED_FILE = fileURLToPath(new URL('./seed.sql', import.meta.url));
/** Edge Functions (`<name>/index.ts`, secrets in `.env`), served by local-supabase at /functions/v1 (decision 0050). */
export const FUNCTIONS_DIR = fileURLToPath(new URL('./functions', import.meta.url));
