import { existsSync } from 'node:fs';

// The headless shell first: the same engine at half the CPU time per test (decision 0078).
const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/**
 * The browser for the e2e run: CHROME_PATH, else a system Chromium headless shell or Chromium/Chrome,
 * else Playwright's own download (undefined lets Playwright use it). Fails
 * with instructions rather than a cryptic launch error.
 */
export function findChromium(playwrightOwn: () => string): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  const system = SYSTEM_CANDIDATES.find((path) => existsSync(path));
  if (system) return system;
  try {
    if (existsSync(playwrightOwn())) return undefined;
  } catch {
    /* Playwright has no browser of its own either */
  }
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one of:\n' +
      '  • Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell (or chromium)\n' +
      "  • Playwright's own: npx playwright install chromium\n" +
      '  • or point CHROME_PATH at a Chrome/Chromium binary.',
  );
}
