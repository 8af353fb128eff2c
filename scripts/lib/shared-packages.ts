import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SHARED = fileURLToPath(new URL('../../shared/', import.meta.url));

/**
 * The packages under shared/ (decision 0064), as repository folders (`shared/ui/`, `shared/db/`, …, written without the slash): each is
 * type-checked, unit-tested and hashed into every app's build input. Read from the folder, so a new package
 * is picked up without a list to keep in step.
 */
export const SHARED_PACKAGE_DIRS: readonly string[] = readdirSync(SHARED, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(SHARED, entry.name, 'package.json')))
  .map((entry) => `shared/${entry.name}`)
  .sort();
