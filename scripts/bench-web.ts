/**
 * `npm run bench:web`: Lighthouse (mobile, median of 3 cold runs) on the
 * production builds of the federated site and of its monolithic variant, per
 * page: score, LCP, TBT, CLS, first-load JS (gzip) and request count, then the
 * federated / monolithic ratios. Prints figures; with --strict it also exits 1
 * when a target is missed. Options: --runs N, --no-monolith, --strict.
 */
import { join } from 'node:path';
import { startSiteServer, type RunningSiteServer } from 'site-server';
import { loadConfig } from 'local-supabase/config';
import { buildMonolith, buildStaleApps, ROOT } from './lib/build-apps.ts';
import { formatReport, missedTargets, type PageResult } from './lib/bench-web-report.ts';
import { ensureChromium } from './lib/chromium.ts';
import { auditOnce } from './lib/lighthouse-audit.ts';
import { medianFigures, type PageFigures } from './lib/web-figures.ts';
import { startFreshBackend } from './lib/local-supabase-process.ts';
import { BENCH_MONOLITH_PORT, BENCH_PORTS } from './lib/ports.ts';
import { serveLocalSite, type LocalSite } from './lib/serve-local-site.ts';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const withMonolith = !args.includes('--no-monolith');
const strict = args.includes('--strict');

const chromePath = ensureChromium(console.log);
if (!chromePath) throw new Error('bench:web needs Chromium: install Debian\'s chromium package or set CHROME_PATH');

console.log('Building…');
buildStaleApps();
if (withMonolith) buildMonolith();

const ports = BENCH_PORTS;
const supabaseUrl = `http://127.0.0.1:${ports.localSupabase}`;
const { ANON_KEY } = loadConfig(process.env);
const backend = startFreshBackend({ port: ports.localSupabase, siteUrl: `http://localhost:${ports.shell}`, quiet: true, extraEnv: { LOG_LEVEL: 'silent' } }, 'riancode-bench-web-');
let site: LocalSite | undefined;
let monolith: RunningSiteServer | undefined;

async function firstPublishedCourseId(): Promise<number> {
  const response = await fetch(`${supabaseUrl}/rest/v1/course_catalog?select=id&order=id&limit=1`, { headers: { apikey: ANON_KEY } });
  const [first] = (await response.json()) as { id: number }[];
  if (!response.ok || !first) throw new Error('the seeded backend has no published course to audit');
  return first.id;
}

async function audit(url: string, label: string): Promise<PageFigures> {
  const all: PageFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await auditOnce(url, chromePath as string));
  const median = medianFigures(all);
  console.log(`  ${label.padEnd(12)} ${url}  score ${all.map((r) => r.score).join('/')}  → median LCP ${(median.lcpMs / 1000).toFixed(2)} s`);
  return median;
}

try {
  await backend.ready;
  const local = await serveLocalSite(ports, ANON_KEY, { log: () => undefined });
  site = local;
  if (withMonolith) {
    // Same run-time files and the same CSP as the federated shell: only the build differs.
    const shellDir = join(ROOT, 'shell', 'dist-monolith');
    monolith = await startSiteServer({ shellDir, port: BENCH_MONOLITH_PORT, runtime: () => local.runtime, build: 'monolithic', log: () => undefined });
  }
  const pages = ['/', '/courses', `/course/${await firstPublishedCourseId()}`, '/login'];
  console.log(`Auditing ${pages.length} pages × ${runs} runs${withMonolith ? ' × 2 variants' : ''} (about ${Math.ceil((pages.length * runs * (withMonolith ? 2 : 1) * 15) / 60)} min)…`);
  const results: PageResult[] = [];
  for (const path of pages) {
    const federated = await audit(`http://localhost:${ports.shell}${path}`, 'federated');
    const monolithic = withMonolith ? await audit(`http://localhost:${BENCH_MONOLITH_PORT}${path}`, 'monolithic') : undefined;
    results.push({ path, federated, monolithic });
  }
  console.log(`\n${formatReport(results, runs)}\n`);
  const missed = missedTargets(results);
  console.log(missed.length === 0 ? 'All targets met.' : `Targets missed:\n${missed.map((m) => `  - ${m}`).join('\n')}`);
  if (strict && missed.length > 0) process.exitCode = 1;
} finally {
  await site?.close();
  await monolith?.close();
  backend.stop();
}
