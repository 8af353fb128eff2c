import { defineConfig, devices, chromium } from '@playwright/test';
import { findChromium } from './lib/find-chromium.ts';
import { E2E_SITE_URL } from './fixtures/site.ts';

const executablePath = findChromium(() => chromium.executablePath());

/** A headless Chromium on a small CI machine: no sandbox (root in a container), no GPU, nothing in the background. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Journeys that publish a course of their own (an instructor's course through review and purchase): they run
 * after every other spec, alone, since other specs count the catalogue's courses. They delete what they made.
 */
const JOURNEYS = ['**/mfe-admin/studio.spec.ts', '**/mfe-admin/instructor-invite.spec.ts'];

const chromiumUse = {
  ...devices['Desktop Chrome'],
  ...(executablePath
    ? {
        launchOptions: {
          executablePath,
          args: CHROMIUM_ARGS,
        },
      }
    : {}),
};

/**
 * End-to-end tests against the production builds of all five apps plus a
 * fresh local-supabase, in Chromium. Two workers: the machine has 2 cores and
 * the backend runs queries one at a time.
 */
export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  // After webServer is up: enrols the demo admin's authenticator once (admin power needs aal2).
  globalSetup: './global-setup.ts',
  // Ceilings, not waits: a passing test takes what it needs. CI's 2-core machine may be loaded (a run there took
  // 2.3 times its usual time), and a ceiling it stretches past is a flaky test.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: E2E_SITE_URL,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    // A trace records every step's DOM and screencast: recording all of them to keep the failures' cost the run
    // a third of its time on two cores (decision 0078). CI retries a failure once, with its trace; a local run keeps
    // one for each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', use: chromiumUse, testIgnore: JOURNEYS },
    // After every other spec: these publish a course for a while, and other specs count the catalogue's courses.
    { name: 'journeys', use: chromiumUse, testMatch: JOURNEYS, dependencies: ['chromium'] },
  ],
  webServer: {
    command: 'node ../node_modules/tsx/dist/cli.mjs ../scripts/e2e-site.ts',
    url: E2E_SITE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
