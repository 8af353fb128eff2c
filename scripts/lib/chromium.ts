import { realHost, type InstallHost } from './postgres-install.ts';

/**
 * How the benchmark's browsers start (Lighthouse's and Puppeteer's alike). `--ignore-certificate-errors`: with
 * `--http2` the local site has a throwaway self-signed certificate (self-signed-certificate.ts).
 */
export const BENCH_CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--ignore-certificate-errors'];

const FULL_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

type Log = (line: string) => void;

/**
 * The benchmark's browser: a full Chromium, as a visitor has (Lighthouse measures what a browser does). Order:
 * CHROME_PATH, a system Chromium; failing those, as root on Debian, install Debian's `chromium` (the only browser
 * this machine's network can reach). Returns the path, or null to let the caller try Playwright's own.
 */
export function ensureChromium(log: Log, host: InstallHost = realHost, env: NodeJS.ProcessEnv = process.env): string | null {
  return (
    fromEnv(host, env) ??
    FULL_CHROMIUM.find((path) => host.exists(path)) ??
    installDebianPackage('chromium', '/usr/bin/chromium', log, host)
  );
}

/**
 * The e2e stage's browser: Chromium's headless shell when it can be had (decision 0078: the same engine without the
 * desktop browser's display pipeline, about half the CPU time per test on two cores), else a full Chromium. Order:
 * CHROME_PATH, Debian's `chromium-headless-shell`; as root on Debian, install it; a system Chromium; else null
 * (Playwright's own; e2e/lib/find-chromium.ts explains if it has none).
 */
export function ensureE2eChromium(log: Log, host: InstallHost = realHost, env: NodeJS.ProcessEnv = process.env): string | null {
  return (
    fromEnv(host, env) ??
    (host.exists(HEADLESS_SHELL) ? HEADLESS_SHELL : null) ??
    installDebianPackage('chromium-headless-shell', HEADLESS_SHELL, log, host) ??
    FULL_CHROMIUM.find((path) => host.exists(path)) ??
    null
  );
}

function fromEnv(host: InstallHost, env: NodeJS.ProcessEnv): string | null {
  const path = env['CHROME_PATH'];
  if (!path) return null;
  if (!host.exists(path)) throw new Error(`CHROME_PATH=${path} does not exist`);
  return path;
}

/** As root with apt: `apt-get install -y <name>`; the binary's path when that gave it, null otherwise. */
function installDebianPackage(name: string, binary: string, log: Log, host: InstallHost): string | null {
  if (!host.isRoot || !host.exists('/usr/bin/apt-get')) return null;
  log(`No ${name} found: installing Debian's ${name} package (apt-get install -y ${name})…`);
  host.run('apt-get', ['update', '-qq']);
  const status = host.run('apt-get', ['install', '-y', '-qq', name]);
  return status === 0 && host.exists(binary) ? binary : null;
}
