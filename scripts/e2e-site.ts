/**
 * The site as the end-to-end tests see it: the same production builds as
 * `npm start`, on the e2e port map, against a FRESH local-supabase database
 * (a temporary data directory, seeded at start) so every run begins from the
 * seed. Playwright starts and stops this process (e2e/playwright.config.ts).
 */
import { loadConfig } from 'local-supabase/config';
import { buildStaleApps } from './lib/build-apps.ts';
import { startFreshBackend } from './lib/local-supabase-process.ts';
import { E2E_PORTS } from './lib/ports.ts';
import { serveLocalSite } from './lib/serve-local-site.ts';

const ports = E2E_PORTS;
const { ANON_KEY } = loadConfig(process.env);

buildStaleApps();
const backend = startFreshBackend(
  {
    port: ports.localSupabase,
    siteUrl: `http://localhost:${ports.shell}`,
    // Many sign-ins from one address in a few minutes: GoTrue-like limits would
    // throttle the suite itself. The rate-limit test starts its own backend.
    extraEnv: {
      RATE_LIMIT_TOKEN_PER_5MIN: '100000',
      RATE_LIMIT_REFRESH_PER_5MIN: '100000',
      RATE_LIMIT_SIGNUP_PER_HOUR: '100000',
      RATE_LIMIT_EMAIL_PER_HOUR: '100000',
      GOTRUE_RATE_LIMIT_VERIFY: '100000',
      GOTRUE_RATE_LIMIT_OTP: '100000',
      GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: '100000',
      // security-redirects asks for several recovery e-mails for one learner in a row.
      GOTRUE_SMTP_MAX_FREQUENCY: '0s',
      LOG_LEVEL: 'silent',
    },
  },
  'riancode-e2e-',
);
process.on('SIGINT', () => (backend.stop(), process.exit(0)));
process.on('SIGTERM', () => (backend.stop(), process.exit(0)));
process.on('exit', () => backend.process.kill('SIGTERM'));

await backend.ready;
// One JSON line per request would bury Playwright's own output; E2E_REQUEST_LOG=1 shows them.
// Specs read what a server render gives (a sign-in form that takes input before the app): on a loaded 2-core
// machine a render sometimes took longer than a visitor's 1.5-s deadline, and the page came without it. The
// deadline itself is the site server's to test (site-server's unit tests, platform/site-server.spec.ts).
const renderLimits = { deadlineMs: 15_000 };
const { site } = await serveLocalSite(ports, ANON_KEY, { renderLimits, ...(process.env.E2E_REQUEST_LOG ? {} : { log: () => undefined }) });
// Specs read server-rendered pages: on a loaded machine the render workers take seconds to load.
await site.serverRendersReady;
console.log(`e2e site ready on http://localhost:${ports.shell}`);
