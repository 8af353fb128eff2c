import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHELL_BUILD_DIR } from 'shell/server-contract';
import { configJson, type ShellRuntimeFiles } from './runtime-files.ts';
import type { TlsFiles } from './http/listen.ts';

/**
 * What the site needs to know of its environment, read the same way by the
 * server (server.ts) and the CDN-only export (export-cli.ts):
 *   SHELL_DIST (../shell/dist), REMOTES_JSON: a file with the production remote
 *   list (default: the build's own remotes.json), SUPABASE_URL and
 *   SUPABASE_ANON_KEY: the backend a visitor uses, SITE_URL: the public address.
 * /config.json is made from them; the anon key is public by design.
 */
export function siteSettingsFromEnv(env: NodeJS.ProcessEnv, tool: string): { shellDir: string; runtime: ShellRuntimeFiles } {
  const required = (name: string): string => {
    const value = env[name];
    if (!value) throw new Error(`${tool}: ${name} must be set`);
    return value;
  };
  const shellDir = resolve(env.SHELL_DIST ?? fileURLToPath(SHELL_BUILD_DIR));
  return {
    shellDir,
    runtime: {
      remotesJson: readFileSync(env.REMOTES_JSON ?? join(shellDir, 'remotes.json'), 'utf8'),
      configJson: configJson(required('SUPABASE_URL'), required('SUPABASE_ANON_KEY'), env.SITE_URL),
    },
  };
}

/** TLS_CERT_FILE and TLS_KEY_FILE (PEM files), both or neither; undefined when neither is set. */
export function tlsFromEnv(env: NodeJS.ProcessEnv, tool: string): TlsFiles | undefined {
  const certFile = env.TLS_CERT_FILE;
  const keyFile = env.TLS_KEY_FILE;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error(`${tool}: set both TLS_CERT_FILE and TLS_KEY_FILE, or neither`);
  return { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') };
}
