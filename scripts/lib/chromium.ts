import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/**
 * How the benchmark's browsers start (Lighthouse's and Puppeteer's alike). `--ignore-certificate-errors`: with
 * `--http2` the local site has a throwaway self-signed certificate (self-signed-certificate.ts).
 */
export const BENCH_CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--ignore-certificate-errors'];

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/**
 * Makes sure the e2e stage has a browser. Order: CHROME_PATH, a system
 * Chromium, Playwright's own; failing those, as root on Debian, install
 * Debian's `chromium` (the only browser this machine's network can reach).
 * Returns the path, or throws with instructions.
 */
export function ensureChromium(log: (line: string) => void): string | null {
  if (process.env.CHROME_PATH) {
    if (!existsSync(process.env.CHROME_PATH)) throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist`);
    return process.env.CHROME_PATH;
  }
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    log("No Chromium found: installing Debian's chromium package (apt-get install -y chromium)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const result = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (result.status === 0 && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  // Let Playwright try its own browser (e2e/lib/find-chromium.ts explains if it has none).
  return null;
}
