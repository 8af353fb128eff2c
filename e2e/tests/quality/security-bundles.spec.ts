import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { loadConfig } from 'local-supabase/config';

/**
 * The browser may only ever hold the anon key. A service key, the JWT secret
 * or any service_role token in a built file would hand every visitor the
 * whole database, so every file of every dist/ is scanned, not just *.js.
 */
const ROOT = new URL('../../../', import.meta.url).pathname;
const APP_DIRS = ['shell', 'mfe-auth', 'mfe-catalog', 'mfe-learner', 'mfe-admin'];
const { SERVICE_ROLE_KEY, JWT_SECRET } = loadConfig({});
const JWT_PATTERN = /eyJ[A-Za-z0-9_-]+\.(eyJ[A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

function payloadRole(encoded: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as { role?: unknown };
    return typeof payload.role === 'string' ? payload.role : null;
  } catch {
    return null;
  }
}

test('no service key, JWT secret or service_role JWT in any built bundle of the five apps', () => {
  const files = APP_DIRS.flatMap((app) => filesUnder(join(ROOT, app, 'dist')));
  // A sanity floor: an empty scan would pass for the wrong reason.
  expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(10);
  const leaks: string[] = [];
  for (const file of files) {
    const text = readFileSync(file).toString('latin1');
    if (text.includes(SERVICE_ROLE_KEY)) leaks.push(`${file}: SERVICE_ROLE_KEY`);
    if (text.includes(JWT_SECRET)) leaks.push(`${file}: JWT_SECRET`);
    for (const match of text.matchAll(JWT_PATTERN)) {
      if (payloadRole(match[1] ?? '') === 'service_role') leaks.push(`${file}: service_role JWT`);
    }
  }
  expect(leaks).toEqual([]);
});
