import { loadConfig } from './config.ts';
import { ADMIN_MFA_NOTE, DEMO_ACCOUNTS } from './demo-accounts.ts';
import { startServer } from './start.ts';

/** The only file that listens for real: `npm start -w local-supabase`. */
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return process.exit(1);
  }
})();
const running = await startServer(config).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

const base = config.API_EXTERNAL_URL ?? running.url;
const secretSource = config.jwtSecretFromEnv
  ? 'JWT_SECRET from the environment'
  : 'the Supabase CLI demo secret (set JWT_SECRET to change it)';
const lines = [
  `local-supabase ready in ${running.startupMs} ms`,
  `  API URL        ${base}`,
  `  REST           ${base}/rest/v1`,
  `  Auth           ${base}/auth/v1`,
  `  Storage        ${base}/storage/v1 (files in ${running.storageDir})`,
  `  Functions      ${base}/functions/v1/<name> (supabase/functions, run by Deno)`,
  config.devPages
    ? `  Mailbox        ${base}/mailbox (SMTP on ${running.smtp.host}:${running.smtp.port}; cron ${config.CRON_ENABLED ? 'sends queued e-mail every 10 s' : 'off: CRON_ENABLED=false'})`
    : '  Mailbox        off (HOST is not loopback; LOCAL_SUPABASE_DEV_PAGES=1 enables it)',
  config.devPages
    ? `  IdP (OAuth)    ${base}/auth/v1/authorize?provider=google (account chooser)`
    : '  IdP (OAuth)    off (HOST is not loopback; LOCAL_SUPABASE_DEV_PAGES=1 enables it)',
  `  anon key       ${config.ANON_KEY}`,
  `  service key    ${config.SERVICE_ROLE_KEY}`,
  `  JWT secret     ${secretSource}`,
  running.keys.signingKid
    ? `  user tokens    ${running.keys.signingAlg} (kid ${running.keys.signingKid}; public key at ${base}/auth/v1/.well-known/jwks.json)`
    : '  user tokens    HS256 with the JWT secret (JWT_SIGNING_ALG=HS256)',
  `  engine         ${running.db.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}`,
  `  data dir       ${running.db.engine === 'postgres' ? '(server database)' : config.DATA_DIR}`,
  `  migrations     ${running.applied.length === 0 ? 'up to date' : `applied ${running.applied.join(', ')}`}${running.seeded ? '; seeded' : ''}`,
  `  demo accounts  ${DEMO_ACCOUNTS.map((a) => `${a.role}: ${a.email} / ${a.password}`).join('  ·  ')}`,
  `                 admin: ${ADMIN_MFA_NOTE}`,
];
console.log(lines.join('\n'));

let stopping = false;
const shutdown = (signal: string): void => {
  if (stopping) return;
  stopping = true;
  console.log(`local-supabase: ${signal}, stopping`);
  running.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
