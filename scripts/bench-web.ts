/**
 * `npm run bench:web`: Lighthouse (mobile profile, cold runs) on `/`,
 * `/courses`, `/course/{id}` and `/login`, in three deployment shapes —
 * site-server with the federated build, site-server with the monolithic
 * build (the comparison), and the CDN-only static export on a plain static
 * server — with devtools (applied) throttling, and the federated site with
 * Lighthouse's simulated default too. Runs are interleaved (run 1 of every
 * page and shape, then run 2, …) so a busy moment on the machine hits every
 * shape alike. Prints each figure's median and range, the federated /
 * monolithic ratios, the machine's benchmark index and load; with --strict it
 * exits 1 when a target is missed. Then, on the federated and monolithic
 * sites, what a visitor's first press on a control that needs the app costs
 * (decision 0040: the pages start their app at the first interaction), with
 * the same throttling applied through the DevTools protocol.
 * Then INP over the three interactions after the first press on /courses and /course/{id} (Lighthouse
 * timespan, interaction-timespan.ts). Then a member's pages, signed in as the demo learner (signed-in-session.ts): the dashboard, a lesson of
 * an enrolled course, a checkout and the profile, federated and monolithic, devtools throttling; and the demo
 * admin, signed in with the code of their authenticator (admin power needs it, decision 0028), on /admin.
 * Then, as the learner, how long a lesson's video takes to start after the press on play (video-start.ts).
 * Options: --runs N (3), --no-presses, --no-video, --throttling devtools,simulate, --shapes
 * federated,monolithic,static, --pages /,/courses,… ({course} = first
 * published course), --member-pages /dashboard,… ({lesson} = a lesson of the learner's first course),
 * --admin-pages /admin,…, --no-members (neither learner nor admin), --no-inp, --static-pages (/courses),
 * --save DIR (every run's Lighthouse JSON and its trace), --strict, --http2 (every server speaks HTTPS and HTTP/2 with a throwaway
 * certificate, as the load balancer and CDN in front of the site do in production; without it, plain HTTP/1.1 and
 * its six connections per host).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportStaticSite, startSiteServer, type RunningSiteServer } from 'site-server';
import { loadConfig } from 'local-supabase/config';
import { DEMO_ACCOUNTS } from 'local-supabase/demo-accounts';
import { AUTH_STORAGE_KEY } from '@shared/platform/supabase/storage-key';
import { buildMonolith, buildStaleApps, ROOT } from './lib/build-apps.ts';
import { formatReport, missedTargets, type PageResult, type Shape, type Throttling } from './lib/bench-web-report.ts';
import { ensureChromium } from './lib/chromium.ts';
import { auditOnce } from './lib/lighthouse-audit.ts';
import { firstPressFor, firstPressOnce, PRESS_DELAYS_MS } from './lib/first-press.ts';
import { videoStartOnce } from './lib/video-start.ts';
import { inpAfterFirstPress, interactionsFor } from './lib/interaction-timespan.ts';
import { spreadFigures, spreadOf, type PageFigures } from './lib/web-figures.ts';
import { startFreshBackend } from './lib/local-supabase-process.ts';
import { servePlainStatic } from './lib/plain-static-server.ts';
import { selfSignedCertificate } from './lib/self-signed-certificate.ts';
import { adminSessionWithTotp, passwordSession, type StoredSession } from './lib/signed-in-session.ts';
import { BENCH_MONOLITH_PORT, BENCH_PORTS, BENCH_STATIC_PORT } from './lib/ports.ts';
import { serveLocalSite, type LocalSite } from './lib/serve-local-site.ts';
import { checkRuntimeForRunning } from './lib/node-runtime.ts';
import { firstPublishedCourseId, learnersLessonPath } from './lib/bench-records.ts';

checkRuntimeForRunning();

const args = process.argv.slice(2);
const option = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
/** A comma-separated list option; "" is an empty list (e.g. `--pages ""` audits no visitor page). */
const pathsOption = (name: string): string[] | undefined =>
  option(name)
    ?.split(',')
    .filter((path) => path !== '');
const listOption = <T extends string>(name: string, all: readonly T[]): T[] => {
  const raw = option(name);
  if (!raw) return [...all];
  const picked = raw.split(',') as T[];
  for (const value of picked) if (!all.includes(value)) throw new Error(`${name}: unknown "${value}" (one of ${all.join(', ')})`);
  return picked;
};
const runs = Number(option('--runs')) || 3;
const throttlings = listOption<Throttling>('--throttling', ['devtools', 'simulate']);
const shapes = listOption<Shape>('--shapes', ['federated', 'monolithic', 'static']);
const saveDir = option('--save');
const strict = args.includes('--strict');
const presses = !args.includes('--no-presses');
const members = !args.includes('--no-members');
const inp = !args.includes('--no-inp');
const video = !args.includes('--no-video');
const tls = args.includes('--http2') ? selfSignedCertificate() : undefined;
const scheme = tls ? 'https' : 'http';
// site-server itself fetches the remotes' server-render modules from their (now https) origins: this process
// and its render workers accept the throwaway certificate. Only loopback servers of this run are reached.
if (tls) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
const ADMIN = DEMO_ACCOUNTS[0];
const LEARNER = DEMO_ACCOUNTS[1];

/** Which (shape, throttling) pairs run: every shape with devtools; simulated for the federated site only (time). */
const variants = shapes.flatMap((shape) =>
  throttlings.filter((t) => t === 'devtools' || shape === 'federated').map((throttling) => ({ shape, throttling })),
);
/** The CDN-only shape on the page issue 16 holds it to (the catalogue); --static-pages for others. */
const staticPages = pathsOption('--static-pages') ?? ['/courses'];

const chromePath = ensureChromium(console.log);
if (!chromePath) throw new Error("bench:web needs Chromium: install Debian's chromium package or set CHROME_PATH");

console.log('Building…');
buildStaleApps();
if (shapes.includes('monolithic')) buildMonolith();

const ports = BENCH_PORTS;
const supabaseUrl = `http://127.0.0.1:${ports.localSupabase}`;
const { ANON_KEY } = loadConfig(process.env);
const backend = startFreshBackend(
  { port: ports.localSupabase, siteUrl: `${scheme}://localhost:${ports.shell}`, quiet: true, extraEnv: { LOG_LEVEL: 'silent' } },
  'riancode-bench-web-',
);
let site: LocalSite | undefined;
let monolith: RunningSiteServer | undefined;
let cdn: Server | Http2SecureServer | undefined;
const exportDir = mkdtempSync(join(tmpdir(), 'riancode-cdn-'));

const benchBackend = { supabaseUrl, anonKey: ANON_KEY };

/** A lesson the signed-in learner may open (./lib/bench-records.ts), read with the session's own token. */
function lessonPathOf(session: StoredSession, type?: 'video'): Promise<string> {
  const { access_token: token } = JSON.parse(session.value) as { access_token: string };
  return learnersLessonPath(benchBackend, token, type);
}

const ORIGINS: Record<Shape, string> = {
  federated: `${scheme}://localhost:${ports.shell}`,
  monolithic: `${scheme}://localhost:${BENCH_MONOLITH_PORT}`,
  static: `${scheme}://localhost:${BENCH_STATIC_PORT}`,
};

/** The first press on each page's control that needs the app, per shape and delay, interleaved like the audits. */
async function measureFirstPresses(pages: readonly string[]): Promise<void> {
  const pressShapes = shapes.filter((shape): shape is 'federated' | 'monolithic' => shape !== 'static');
  const timings = new Map<string, number[]>();
  const key = (shape: string, delay: number, path: string) => `${shape} ${delay} ${path}`;
  for (let run = 1; run <= runs; run++) {
    for (const path of pages) {
      for (const delay of PRESS_DELAYS_MS) {
        for (const shape of pressShapes) {
          const ms = await firstPressOnce(`${ORIGINS[shape]}${path}`, chromePath as string, firstPressFor(path), delay);
          timings.set(key(shape, delay, path), [...(timings.get(key(shape, delay, path)) ?? []), ms]);
          console.log(
            `  run ${run}  first press ${shape.padEnd(10)} ${path.padEnd(12)} ${(delay / 1000).toFixed(1)} s after load: answered after ${(ms / 1000).toFixed(2)} s`,
          );
        }
      }
    }
  }
  const cell = (values: number[] | undefined) => {
    const spread = spreadOf(values ?? []);
    return `${(spread.median / 1000).toFixed(2)} s (${(spread.min / 1000).toFixed(2)}–${(spread.max / 1000).toFixed(2)})`;
  };
  console.log(
    `\n== First press, before the app is live, answered after (decision 0040): median (min–max) of ${runs}, devtools throttling applied through CDP; targets ≤ 2.5 s pressed 0.5 s after load, ≤ 1.0 s pressed 5 s after load`,
  );
  const columns = PRESS_DELAYS_MS.flatMap((delay) => pressShapes.map((shape) => ({ delay, shape })));
  const labelWidth = columnWidth(pages.map((path) => firstPressFor(path).label));
  console.log(
    `${'page'.padEnd(14)}${'pressed'.padEnd(labelWidth)}${columns.map(({ delay, shape }) => `${shape} at ${delay / 1000} s`.padEnd(26)).join('')}`,
  );
  for (const path of pages) {
    console.log(
      `${path.padEnd(14)}${firstPressFor(path).label.padEnd(labelWidth)}${columns.map(({ delay, shape }) => cell(timings.get(key(shape, delay, path))).padEnd(26)).join('')}`,
    );
  }
}

/** A text column as wide as its longest cell, and two spaces before the next. */
const columnWidth = (cells: readonly string[]) => Math.max(0, ...cells.map((text) => text.length)) + 2;

/** INP over the three interactions after the first press (Lighthouse timespan), on the federated and monolithic sites. */
async function measureInp(pages: readonly string[]): Promise<void> {
  const inpShapes = shapes.filter((shape): shape is 'federated' | 'monolithic' => shape !== 'static');
  const inpPages = pages.filter((path) => interactionsFor(path) !== null);
  const values = new Map<string, number[]>();
  for (let run = 1; run <= runs; run++) {
    for (const path of inpPages) {
      for (const shape of inpShapes) {
        const ms = await inpAfterFirstPress(`${ORIGINS[shape]}${path}`, chromePath as string);
        values.set(`${shape} ${path}`, [...(values.get(`${shape} ${path}`) ?? []), ms]);
        console.log(`  run ${run}  INP ${shape.padEnd(10)} ${path.padEnd(12)} ${Math.round(ms)} ms`);
      }
    }
  }
  console.log(
    `\n== INP of the three interactions after the first press (Lighthouse timespan, devtools throttling), median (min–max) of ${runs}; target ≤ 200 ms`,
  );
  const labelOf = (path: string) =>
    interactionsFor(path)
      ?.next.map((step) => step.label)
      .join(', ') ?? '';
  const labelWidth = columnWidth(inpPages.map(labelOf));
  for (const path of inpPages) {
    const cells = inpShapes.map((shape) => {
      const spread = spreadOf(values.get(`${shape} ${path}`) ?? []);
      return `${shape} ${Math.round(spread.median)} ms (${Math.round(spread.min)}–${Math.round(spread.max)})`;
    });
    console.log(`${path.padEnd(14)}${labelOf(path).padEnd(labelWidth)}${cells.join('   ')}`);
  }
}

/**
 * How long a learner waits for a lesson's video to move after pressing play (issue 32: ≤ 1.5 s), federated and
 * monolithic, interleaved; `session` gives a fresh learner session per run.
 */
async function measureVideoStart(path: string, session: () => Promise<StoredSession>): Promise<void> {
  const videoShapes = shapes.filter((shape): shape is 'federated' | 'monolithic' => shape !== 'static');
  const values = new Map<string, number[]>();
  for (let run = 1; run <= runs; run++) {
    const stored = await session();
    for (const shape of videoShapes) {
      const ms = await videoStartOnce(`${ORIGINS[shape]}${path}`, chromePath as string, stored);
      values.set(shape, [...(values.get(shape) ?? []), ms]);
      console.log(`  run ${run}  video start ${shape.padEnd(10)} ${path}: playing ${(ms / 1000).toFixed(2)} s after the press on play`);
    }
  }
  console.log(
    `\n== A lesson's video, from the press on play to its first moving frame (devtools throttling through CDP, the learner signed in), median (min–max) of ${runs}; target ≤ 1.5 s`,
  );
  for (const shape of videoShapes) {
    const spread = spreadOf(values.get(shape) ?? []);
    console.log(
      `${path.padEnd(28)}${shape.padEnd(12)}${(spread.median / 1000).toFixed(2)} s (${(spread.min / 1000).toFixed(2)}–${(spread.max / 1000).toFixed(2)})`,
    );
  }
}

try {
  await backend.ready;
  const local = await serveLocalSite(ports, ANON_KEY, { log: () => undefined, ...(tls ? { tls } : {}) });
  site = local;
  if (shapes.includes('monolithic')) {
    // Same run-time files and the same CSP as the federated shell: only the build differs.
    monolith = await startSiteServer({
      shellDir: join(ROOT, 'shell', 'dist-monolith'),
      port: BENCH_MONOLITH_PORT,
      runtime: () => local.runtime,
      build: 'monolithic',
      log: () => undefined,
      ...(tls ? { tls } : {}),
    });
  }
  if (shapes.includes('static')) {
    // The CDN-only deployment: the static export (rendered now, as a deploy would), then files only.
    await exportStaticSite({ shellDir: join(ROOT, 'shell', 'dist'), outDir: exportDir, runtime: () => local.runtime, log: console.log });
    cdn = await servePlainStatic(exportDir, BENCH_STATIC_PORT, tls);
  }
  // Audited as a visitor finds them: rendered on the server, not in the seconds while the render workers load.
  await Promise.all([local.site.serverRendersReady, monolith?.serverRendersReady]);
  const courseId = await firstPublishedCourseId(benchBackend);
  const pages = (pathsOption('--pages') ?? ['/', '/courses', '/course/{course}', '/login']).map((page) =>
    page.replace('{course}', String(courseId)),
  );
  if (saveDir) mkdirSync(saveDir, { recursive: true });

  const perRun = pages.reduce(
    (sum, path) => sum + variants.filter(({ shape }) => shape !== 'static' || staticPages.includes(path)).length,
    0,
  );
  const total = perRun * runs;
  console.log(
    `Auditing ${pages.length} pages in ${variants.length} variants × ${runs} runs = ${total} Lighthouse runs (about ${Math.ceil((total * 25) / 60)} min), ${tls ? 'HTTPS with HTTP/2' : 'HTTP/1.1'}…`,
  );
  const collected = new Map<string, PageFigures[]>();
  const benchmarkIndexes: number[] = [];
  const loads: number[] = [];
  for (let run = 1; run <= runs; run++) {
    for (const path of pages) {
      for (const { shape, throttling } of variants) {
        if (shape === 'static' && !staticPages.includes(path)) continue;
        const key = `${shape} ${throttling} ${path}`;
        loads.push(loadavg()[0] ?? Number.NaN);
        const file = saveDir ? join(saveDir, `${shape}-${throttling}-${path.replace(/\W+/g, '_') || 'root'}-${run}.json`) : undefined;
        const result = await auditOnce(`${ORIGINS[shape]}${path}`, chromePath, throttling, file);
        benchmarkIndexes.push(result.benchmarkIndex);
        collected.set(key, [...(collected.get(key) ?? []), result.figures]);
        const f = result.figures;
        console.log(
          `  run ${run}  ${key.padEnd(32)} LCP ${(f.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(f.tbtMs)} ms  TTI ${(f.ttiMs / 1000).toFixed(2)} s  index ${Math.round(result.benchmarkIndex)}  load ${(loads.at(-1) ?? 0).toFixed(2)}`,
        );
      }
    }
  }
  const results: PageResult[] = [];
  for (const { shape, throttling } of variants) {
    for (const path of pages) {
      const runsOf = collected.get(`${shape} ${throttling} ${path}`);
      if (runsOf) results.push({ path, shape, throttling, figures: spreadFigures(runsOf) });
    }
  }
  if (members) {
    // Signed in once per run (the session lives an hour; one sign-in per audit would meet GoTrue's rate limit).
    const memberShapes = shapes.filter((shape) => shape !== 'static');
    const firstSession = await passwordSession(supabaseUrl, ANON_KEY, LEARNER.email, LEARNER.password, AUTH_STORAGE_KEY);
    const lessonPath = await lessonPathOf(firstSession);
    const learnerPages = (pathsOption('--member-pages') ?? ['/dashboard', '/course/{lesson}', '/checkout/2', '/profile']).map((page) =>
      page.replace('/course/{lesson}', lessonPath),
    );
    const adminPages = pathsOption('--admin-pages') ?? ['/admin'];
    // The admin's authenticator, enrolled in the first run (the backend is fresh) and its codes used after.
    let adminFactor: { factorId: string; secret: string } | null = null;
    const adminSession = async () => {
      const signedIn = await adminSessionWithTotp(supabaseUrl, ANON_KEY, ADMIN, AUTH_STORAGE_KEY, adminFactor);
      adminFactor = signedIn.factor;
      return signedIn.session;
    };
    const memberRuns = new Map<string, PageFigures[]>();
    for (let run = 1; run <= runs; run++) {
      const accounts = [
        {
          who: 'learner',
          pages: learnerPages,
          session:
            run === 1 ? firstSession : await passwordSession(supabaseUrl, ANON_KEY, LEARNER.email, LEARNER.password, AUTH_STORAGE_KEY),
        },
        { who: 'admin', pages: adminPages, session: adminPages.length > 0 ? await adminSession() : null },
      ];
      for (const { who, pages: accountPages, session } of accounts) {
        if (!session) continue;
        for (const path of accountPages) {
          for (const shape of memberShapes) {
            const key = `${shape} ${path} (${who})`;
            loads.push(loadavg()[0] ?? Number.NaN);
            const file = saveDir ? join(saveDir, `${who}-${shape}-${path.replace(/\W+/g, '_')}-${run}.json`) : undefined;
            const result = await auditOnce(`${ORIGINS[shape]}${path}`, chromePath, 'devtools', file, session);
            benchmarkIndexes.push(result.benchmarkIndex);
            memberRuns.set(key, [...(memberRuns.get(key) ?? []), result.figures]);
            const f = result.figures;
            console.log(
              `  run ${run}  ${key.padEnd(44)} LCP ${(f.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(f.tbtMs)} ms  TTI ${(f.ttiMs / 1000).toFixed(2)} s  index ${Math.round(result.benchmarkIndex)}`,
            );
          }
        }
      }
    }
    for (const shape of memberShapes) {
      for (const [who, accountPages] of [
        ['learner', learnerPages],
        ['admin', adminPages],
      ] as const) {
        for (const path of accountPages) {
          const runsOf = memberRuns.get(`${shape} ${path} (${who})`);
          if (runsOf)
            results.push({ path: `${path} (${who})`, shape, throttling: 'devtools', figures: spreadFigures(runsOf), signedIn: true });
        }
      }
    }
  }
  const context = {
    runs,
    benchmarkIndex: spreadOf(benchmarkIndexes),
    load: spreadOf(loads),
    cores: cpus().length,
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
  };
  console.log(`\n${formatReport(results, context)}\n`);
  if (presses) await measureFirstPresses(pages);
  if (inp) await measureInp(pages);
  if (members && video) {
    const learner = () => passwordSession(supabaseUrl, ANON_KEY, LEARNER.email, LEARNER.password, AUTH_STORAGE_KEY);
    await measureVideoStart(await lessonPathOf(await learner(), 'video'), learner);
  }
  const missed = missedTargets(results);
  console.log(missed.length === 0 ? 'All targets met.' : `Targets missed:\n${missed.map((m) => `  - ${m}`).join('\n')}`);
  if (strict && missed.length > 0) process.exitCode = 1;
} finally {
  await site?.close();
  await monolith?.close();
  cdn?.close();
  rmSync(exportDir, { recursive: true, force: true });
  backend.stop();
}
