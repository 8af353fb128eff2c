import { fileURLToPath } from 'node:url';
import { FUNCTIONS_DIR, MIGRATIONS_DIR, SEED_FILE } from 'supabase/schema-files';
import { z } from 'zod';
import { parseGoDuration } from './auth/go-duration.ts';
import { apiKeyForSecret } from './api-keys-from-secret.ts';

/**
 * The only place local-supabase reads process.env. Defaults match the Supabase
 * CLI's local stack (port 54321, its well-known demo JWT secret and keys), so
 * tools that know `supabase start` feel at home; every value can be overridden.
 */

// The Supabase CLI's public demo secret and the anon/service keys it signs.
// Public by design: they only ever protect a database on this machine.
const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

const defaultDataDir = fileURLToPath(new URL('../.data/pglite', import.meta.url));
const defaultMigrationsDir = MIGRATIONS_DIR;
const defaultSeedFile = SEED_FILE;

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const EnvSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(54321),
  /** Public URL the browser uses to reach this server (links in e-mails, OAuth pages). */
  API_EXTERNAL_URL: z.url().optional(),
  DATA_DIR: z.string().default(defaultDataDir),
  DATABASE_URL: z.string().optional(),
  MIGRATIONS_DIR: z.string().default(defaultMigrationsDir),
  /** Edge Functions served at /functions/v1/<name>; `verify_jwt` comes from `config.toml` in the folder above (decision 0050). */
  FUNCTIONS_DIR: z.string().default(FUNCTIONS_DIR),
  /** V8 heap limit of each function's Deno process, in MiB (hosted Edge Functions have 256 MB of memory in all). */
  FUNCTIONS_MEMORY_MB: z.coerce.number().int().min(32).default(150),
  /** How long a function's Deno process may take to start listening before it answers 503 BOOT_ERROR. */
  FUNCTIONS_BOOT_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  SEED_FILE: z.string().default(defaultSeedFile),
  JWT_SECRET: z.string().min(32).default(DEMO_JWT_SECRET),
  /** Default: the CLI's demo key with the demo secret, else the key `apiKeyForSecret` signs with JWT_SECRET. */
  ANON_KEY: z.string().optional(),
  SERVICE_ROLE_KEY: z.string().optional(),
  JWT_EXPIRY: z.coerce.number().int().min(120).default(3600),
  /** Where GoTrue sends users by default, and the first allowed redirect origin. */
  SITE_URL: z.url().default('http://localhost:5173'),
  /** More allowed redirect targets (origins or URL prefixes), comma separated. */
  ADDITIONAL_REDIRECT_URLS: csv.default(['http://127.0.0.1:5173']),
  /** Like the CLI's `enable_confirmations = false`: sign-up returns a session at once. */
  MAILER_AUTOCONFIRM: bool.default(true),
  /** GoTrue's defaults: per IP and hour for sign-in/sign-up (token), per hour for e-mails. */
  RATE_LIMIT_TOKEN_PER_5MIN: z.coerce.number().int().min(1).default(30),
  /** GoTrue's token_refresh limit: refreshes have their own, larger bucket. */
  RATE_LIMIT_REFRESH_PER_5MIN: z.coerce.number().int().min(1).default(150),
  RATE_LIMIT_SIGNUP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(30),
  // Decision 0041: the buckets that keep codes from being guessed, hosted's names and defaults.
  /** GoTrue's RATE_LIMIT_VERIFY: POST/GET /verify per IP and 5 minutes. */
  GOTRUE_RATE_LIMIT_VERIFY: z.coerce.number().int().min(1).default(30),
  /** GoTrue's RATE_LIMIT_OTP: POST /otp per IP and 5 minutes. */
  GOTRUE_RATE_LIMIT_OTP: z.coerce.number().int().min(1).default(30),
  /** GoTrue's MFA.RATE_LIMIT_CHALLENGE_AND_VERIFY: factor challenges and verifications per IP and minute. */
  GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: z.coerce.number().int().min(1).default(15),
  /** Beyond hosted: wrong codes after which an e-mailed one-time code (or nonce) is void. */
  GOTRUE_OTP_MAX_WRONG_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  /** Beyond hosted: wrong codes after which an MFA factor refuses every verification, from any IP… */
  GOTRUE_MFA_MAX_WRONG_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  /** …for this many seconds. */
  GOTRUE_MFA_LOCKOUT_SECONDS: z.coerce.number().int().min(1).default(900),
  /** GoTrue's refresh_token_reuse_interval: a rotated token replayed within it is a retry, not theft. */
  REFRESH_TOKEN_REUSE_INTERVAL: z.coerce.number().int().min(0).default(10),
  MAX_BODY_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** Where /storage/v1 keeps object bytes; see src/storage/storage-dir.ts for the default. */
  STORAGE_DIR: z.string().optional(),
  /** Hosted Storage's global upload limit (50 MB on the free plan, up to 500 GB on paid ones); 2 GB here for lesson videos; a bucket's limit can only lower it. */
  STORAGE_FILE_SIZE_LIMIT: z.coerce.number().int().min(1).default(2_147_483_648),
  /**
   * Buckets whose uploads must be what they declare, checked from the bytes (PNG, JPEG, WebP, GIF,
   * PDF, ZIP, MP4, WebM, WebVTT magic numbers; decisions 0044 and 0054). Beyond hosted Storage, which trusts the declared type.
   */
  STORAGE_CONTENT_CHECKED_BUCKETS: csv.default([
    'payment-slips',
    'avatars',
    'lesson-videos',
    'lesson-captions',
    'lesson-files',
    'course-covers',
    'lesson-images',
    'article-images',
  ]),
  /** How often GoTrue's invite e-mail goes out for recorded instructor invites (decision 0053); 0 = never by itself. */
  INSTRUCTOR_INVITE_INTERVAL_MS: z.coerce.number().int().min(0).default(3000),
  LOG_LEVEL: z.enum(['silent', 'info', 'debug']).default('info'),
  /**
   * Whether the pg_cron jobs the migrations schedule run on the clock (src/cron, decision 0051):
   * mail delivery, order expiry, slip clean-up, account deletions, the weekly nudge. Tests turn it
   * off and run a job with `cron.run(name)`.
   */
  CRON_ENABLED: bool.default(true),
  /** The loopback SMTP server behind /mailbox that the Edge Functions send through; 0 = any free port. */
  LOCAL_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** How often waiting exercise submissions are graded (src/grader); 0 = never by itself. */
  GRADER_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
  /**
   * The mailbox and the local identity provider's page hand out sign-in links:
   * they run only on a loopback HOST unless this says otherwise (1 enables them
   * anywhere, 0 disables them everywhere).
   */
  LOCAL_SUPABASE_DEV_PAGES: bool.optional(),
  /** PostgREST's db-aggregates-enabled: `count()`, `sum()`… in `select`; off by default, as on hosted Supabase. */
  DB_AGGREGATES_ENABLED: bool.default(false),
  // gotrue-email: GoTrue's e-mail OTP and e-mail flow settings (names and defaults as hosted).
  /** Seconds an e-mailed link or code stays valid (GoTrue's GOTRUE_MAILER_OTP_EXP; hosted 3600). */
  MAILER_OTP_EXP: z.coerce.number().int().min(1).max(86_400).default(3600),
  /** Digits in an e-mailed code (GoTrue's GOTRUE_MAILER_OTP_LENGTH; hosted 6, between 6 and 10). */
  MAILER_OTP_LENGTH: z.coerce.number().int().min(6).max(10).default(6),
  /**
   * Shortest wait between two e-mails of one kind to one user (a Go duration, GoTrue's
   * GOTRUE_SMTP_MAX_FREQUENCY; hosted 60s). Tests and e2e lower it to 0s.
   */
  GOTRUE_SMTP_MAX_FREQUENCY: z
    .string()
    .default('60s')
    .transform((value, ctx) => {
      const parsed = parseGoDuration(value);
      if ('ms' in parsed && parsed.ms >= 0) return parsed.ms; // milliseconds from here on
      ctx.addIssue({ code: 'custom', message: 'error' in parsed ? parsed.error : 'must not be negative' });
      return z.NEVER;
    }),
  /** An e-mail change is confirmed from both the old and the new address (hosted: on). */
  GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED: bool.default(true),
  /** A password change from a session older than 24 hours needs the nonce from /reauthenticate (hosted: off). */
  GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: bool.default(false),
  /**
   * Beyond hosted (decision 0041): PUT /user with a new password must also carry the current
   * password (`current_password`) or a /reauthenticate nonce (`nonce`), whatever the session's age.
   */
  LOCAL_SUPABASE_PASSWORD_CHANGE_REQUIRES_PROOF: bool.default(true),
  /**
   * Beyond hosted (decision 0041): a member's e-mail change is confirmed by mail (from both addresses with
   * GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED) even with MAILER_AUTOCONFIRM, which hosted applies at once.
   */
  LOCAL_SUPABASE_EMAIL_CHANGE_NEEDS_CONFIRMATION: bool.default(true),
  /** GoTrue's GOTRUE_PASSWORD_MIN_LENGTH (hosted 6; 8 here, decision 0041). */
  GOTRUE_PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(72).default(8),
  /** GoTrue's GOTRUE_PASSWORD_REQUIRED_CHARACTERS: `:`-separated groups, one character of each needed (hosted: none). */
  GOTRUE_PASSWORD_REQUIRED_CHARACTERS: z
    .string()
    .default('')
    .transform((v) => v.split(':').filter(Boolean)),
  /** Beyond hosted: the lowest zxcvbn-ts score (0-4) a new password may have; 0 turns the check off. */
  LOCAL_SUPABASE_PASSWORD_MIN_SCORE: z.coerce.number().int().min(0).max(4).default(3),
  // rest-wire: PostgREST's exposed schemas and the limits hosted Supabase puts on the data API.
  /** PostgREST's db-schemas: what Accept-Profile / Content-Profile may name; the first is the default. */
  DB_SCHEMAS: csv.pipe(z.array(z.string().regex(/^[a-z_][a-z0-9_]*$/)).min(1)).default(['public']),
  /** PostgREST's db-max-rows (hosted default 1000): the most rows one read or set-returning call answers; 0 = no limit. */
  DB_MAX_ROWS: z.coerce.number().int().min(0).default(1000),
  /** Deepest embedding a select may nest (`a(b(c))` is 3); a local bound hosted PostgREST does not have. */
  DB_MAX_EMBED_DEPTH: z.coerce.number().int().min(1).default(4),
  /** Largest response body the REST API sends (bytes); a local bound, larger results answer 400. */
  DB_MAX_RESPONSE_BYTES: z.coerce.number().int().min(1024).default(10_485_760),
  /** PGlite only (it ignores statement_timeout): a statement the planner estimates to run longer is refused; 0 = off. */
  DB_QUERY_BUDGET_MS: z.coerce.number().int().min(0).default(3000),
  // gotrue-keys (decision 0038) ------------------------------------------------
  /**
   * How user access tokens are signed: ES256 (new hosted projects' default) or RS256 with a key
   * pair kept in the database and published at /auth/v1/.well-known/jwks.json, or HS256 with
   * JWT_SECRET. The anon/service_role keys stay HS256 (hosted's legacy API keys) either way.
   */
  JWT_SIGNING_ALG: z.enum(['ES256', 'RS256', 'HS256']).default('ES256'),
  /** GoTrue's GOTRUE_JWT_KEYS: a JSON array of private JWKs (one with key_ops "sign"); replaces the stored keys. */
  GOTRUE_JWT_KEYS: z.string().optional(),
  /** Anonymous sign-ins (`signInAnonymously`); off as on hosted and in the Supabase CLI. */
  GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED: bool.default(false),
  /** Refuses every new user (sign-up, anonymous sign-in, OAuth); the admin API still creates users. */
  GOTRUE_DISABLE_SIGNUP: bool.default(false),
  /** linkIdentity/unlinkIdentity (/user/identities/*); off as on hosted ("Allow manual linking"). */
  GOTRUE_SECURITY_MANUAL_LINKING_ENABLED: bool.default(false),
  /** GoTrue's anonymous_users limit: anonymous sign-ins per IP and hour. */
  RATE_LIMIT_ANONYMOUS_USERS: z.coerce.number().int().min(1).default(30),
  /**
   * rest-rpc: PostgREST's `db-tx-end`. Hosted Supabase uses `commit`, so `Prefer: tx=rollback` is ignored there;
   * `commit-allow-override` honours it (tests), `rollback` / `rollback-allow-override` undo every request.
   */
  // gateway (decision 0052): the local Opn Payments (Omise) simulator at /gateway.
  /** The simulator's public key (Omise.js / the vault's tokens and sources); an Omise `pkey_test_…` has the same role. */
  OMISE_PUBLIC_KEY: z.string().min(8).default('pkey_test_local_simulator'),
  /** The simulator's secret key (charges); the Edge Functions send it as OMISE_SECRET_KEY. */
  OMISE_SECRET_KEY: z.string().min(8).default('skey_test_local_simulator'),
  /** Base64 webhook signing secret (Omise dashboard → Webhooks); signs Omise-Signature. */
  OMISE_WEBHOOK_SECRET: z.string().min(8).default('bG9jYWwtd2ViaG9vay1zZWNyZXQtZm9yLXRoZS1zaW11bGF0b3I='),
  /** Where the simulator posts events; default the payment-webhook Edge Function of this server. */
  GATEWAY_WEBHOOK_URL: z.url().optional(),
  DB_TX_END: z.enum(['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override']).default('commit'),
});

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '::1', '[::1]']);
const isLoopback = (host: string): boolean => LOOPBACK_HOSTS.has(host.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host);

export type Config = Omit<z.infer<typeof EnvSchema>, 'ANON_KEY' | 'SERVICE_ROLE_KEY'> & {
  ANON_KEY: string;
  SERVICE_ROLE_KEY: string;
  apiExternalUrl: string;
  /** false while the public demo secret is in use (printed at start as a reminder). */
  jwtSecretFromEnv: boolean;
  /** Whether /mailbox and the IdP page answer (see LOCAL_SUPABASE_DEV_PAGES). */
  devPages: boolean;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`local-supabase: invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  // The demo secret is public: on an address other machines reach, anyone could sign service_role tokens.
  if (!isLoopback(c.HOST) && c.JWT_SECRET === DEMO_JWT_SECRET) {
    throw new Error(
      `local-supabase: HOST=${c.HOST} is reachable from other machines, but JWT_SECRET is the public demo secret. ` +
        'Set JWT_SECRET to a secret of your own (32+ characters, e.g. `openssl rand -hex 32`; the API keys are then signed ' +
        'with it), or use a loopback HOST (127.0.0.1).',
    );
  }
  const host = c.HOST === '0.0.0.0' ? '127.0.0.1' : c.HOST;
  const demo = c.JWT_SECRET === DEMO_JWT_SECRET;
  return {
    ...c,
    ANON_KEY: c.ANON_KEY ?? (demo ? DEMO_ANON_KEY : apiKeyForSecret(c.JWT_SECRET, 'anon')),
    SERVICE_ROLE_KEY: c.SERVICE_ROLE_KEY ?? (demo ? DEMO_SERVICE_ROLE_KEY : apiKeyForSecret(c.JWT_SECRET, 'service_role')),
    apiExternalUrl: c.API_EXTERNAL_URL ?? `http://${host}:${c.PORT}`,
    jwtSecretFromEnv: Boolean(env['JWT_SECRET']),
    devPages: c.LOCAL_SUPABASE_DEV_PAGES ?? isLoopback(c.HOST),
  };
}
