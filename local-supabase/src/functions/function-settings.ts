import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the Supabase CLI reads for a function besides its code: `verify_jwt` from
 * `[functions.<name>]` in supabase/config.toml (default true), and the secrets in
 * supabase/functions/.env (`supabase functions serve --env-file`, `supabase secrets set --env-file`).
 * Only those keys are understood, so a small reader does instead of a TOML dependency.
 */

const SECTION = /^\s*\[\s*functions\.("?)([A-Za-z0-9_-]+)\1\s*\]\s*(?:#.*)?$/;
const ANY_SECTION = /^\s*\[/;
const VERIFY_JWT = /^\s*verify_jwt\s*=\s*(true|false)\s*(?:#.*)?$/;

/** Whether the gateway checks the caller's JWT before the function runs. Read per request: editing config.toml needs no restart. */
export function verifiesJwt(functionsDir: string, name: string): boolean {
  const file = join(functionsDir, '..', 'config.toml');
  if (!existsSync(file)) return true;
  let inSection = false;
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const section = SECTION.exec(line);
    if (section) {
      inSection = section[2] === name;
      continue;
    }
    if (ANY_SECTION.test(line)) {
      inSection = false;
      continue;
    }
    const setting = inSection ? VERIFY_JWT.exec(line) : null;
    if (setting) return setting[1] === 'true';
  }
  return true;
}

const ENV_LINE = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/;

function unquote(raw: string): string {
  const quoted = /^(['"])(.*)\1$/.exec(raw);
  if (quoted) return quoted[1] === '"' ? (quoted[2] ?? '').replace(/\\n/g, '\n').replace(/\\"/g, '"') : (quoted[2] ?? '');
  return raw.replace(/\s+#.*$/, '');
}

/** The secrets in `<functionsDir>/.env` (dotenv syntax); none when the file is absent. */
export function functionSecrets(functionsDir: string): Record<string, string> {
  const file = join(functionsDir, '.env');
  if (!existsSync(file)) return {};
  const secrets: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (/^\s*(#|$)/.test(line)) continue;
    const match = ENV_LINE.exec(line);
    if (match?.[1]) secrets[match[1]] = unquote(match[2] ?? '');
  }
  return secrets;
}
