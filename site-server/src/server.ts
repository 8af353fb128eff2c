import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHELL_BUILD_DIR } from 'shell/server-contract';
import { configJson } from './runtime-files.ts';
import { startSiteServer } from './start-site-server.ts';

/**
 * The only file that listens for real in production: `npm start -w site-server`
 * (the container's command). Settings from the environment:
 *   PORT (8080), HOST (0.0.0.0), SHELL_DIST (../shell/dist),
 *   REMOTES_JSON: a file with the production remote list (default: the build's own remotes.json),
 *   SUPABASE_URL and SUPABASE_ANON_KEY: the backend a visitor uses, SITE_URL: the public address.
 * /config.json is made from them; the anon key is public by design, nothing secret is served.
 */
const env = process.env;
const required = (name: string): string => {
  const value = env[name];
  if (!value) throw new Error(`site-server: ${name} must be set`);
  return value;
};

const shellDir = resolve(env.SHELL_DIST ?? fileURLToPath(SHELL_BUILD_DIR));
const runtime = {
  remotesJson: readFileSync(env.REMOTES_JSON ?? join(shellDir, 'remotes.json'), 'utf8'),
  configJson: configJson(required('SUPABASE_URL'), required('SUPABASE_ANON_KEY'), env.SITE_URL),
};
const port = Number(env.PORT ?? 8080);
const running = await startSiteServer({ shellDir, port, host: env.HOST ?? '0.0.0.0', runtime: () => runtime });
console.log(JSON.stringify({ time: new Date().toISOString(), message: 'site-server listening', port, shellDir }));

const stop = () => void running.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
