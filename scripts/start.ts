/**
 * `npm start`: the whole site on this machine, from production builds.
 * Builds what is missing or stale, starts local-supabase (PGlite, data kept in
 * local-supabase/.data) under supervision (restarted with backoff if it dies,
 * while the site keeps serving), runs site-server for the shell's pages and
 * serves the four remotes' builds on the port map, then prints where to go
 * and how to sign in.
 *
 * `--no-backend`: a local-supabase already runs on PORT_LOCAL_SUPABASE (docker
 * compose's own service); HOST=0.0.0.0 listens on every interface (a container).
 */
import { loadConfig } from 'local-supabase/config';
import { buildStaleApps } from './lib/build-apps.ts';
import { startLocalSupabase, waitForHttp } from './lib/local-supabase-process.ts';
import { portsFromEnv, START_PORTS } from './lib/ports.ts';
import { serveLocalSite } from './lib/serve-local-site.ts';
import { supervise } from './lib/supervise.ts';
import { ADMIN_MFA_NOTE, DEMO_ACCOUNTS } from 'local-supabase/demo-accounts';
import { checkRuntimeForRunning } from './lib/node-runtime.ts';

checkRuntimeForRunning();

const ports = portsFromEnv(START_PORTS);
const siteUrl = `http://localhost:${ports.shell}`;
const backendUrl = `http://127.0.0.1:${ports.localSupabase}`;
const { ANON_KEY } = loadConfig(process.env);
const ownBackend = !process.argv.includes('--no-backend');
const host = process.env.HOST || undefined;

console.log('เรียนโค้ด — starting the whole site\n\n1/3 production builds');
buildStaleApps();

console.log('\n2/3 local-supabase');
const backend = ownBackend ? supervise('local-supabase', () => startLocalSupabase({ port: ports.localSupabase, siteUrl })) : null;
const stop = () => {
  backend?.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await waitForHttp(`${backendUrl}/`, 90_000);

console.log('\n3/3 apps');
await serveLocalSite(ports, ANON_KEY, host ? { host } : {});

const pad = (s: string) => s.padEnd(14);
/** One account per line; the admin's gets the authenticator note under it (never a secret). */
function accountLines(account: (typeof DEMO_ACCOUNTS)[number]): string {
  const line = `    ${pad(account.role)} ${account.email} / ${account.password}`;
  return account.role === 'admin' ? `${line}\n    ${pad('')} ${ADMIN_MFA_NOTE}` : line;
}

console.log(`
┌────────────────────────────────────────────────────────────┐
  The site is up:  ${siteUrl}
└────────────────────────────────────────────────────────────┘
  ${pad('site-server')} ${siteUrl}   (one JSON log line per request below)
  ${pad('mfe-auth')} http://localhost:${ports.mfe_auth}
  ${pad('mfe-catalog')} http://localhost:${ports.mfe_catalog}
  ${pad('mfe-learner')} http://localhost:${ports.mfe_learner}
  ${pad('mfe-admin')} http://localhost:${ports.mfe_admin}
  ${pad('local-supabase')} ${backendUrl}   (mailbox: ${backendUrl}/mailbox)

  Demo accounts:
${DEMO_ACCOUNTS.map(accountLines).join('\n')}

  Ctrl+C stops everything.
`);
