import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import type { Throttling } from './bench-web-report.ts';
import { BENCH_CHROME_ARGS } from './chromium.ts';
import { storeSession, type StoredSession } from './signed-in-session.ts';
import type { PageFigures } from './web-figures.ts';

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/** One run's figures and the machine's Lighthouse benchmark index at the time. */
export interface AuditRun {
  figures: PageFigures;
  benchmarkIndex: number;
}

const CHROME_FLAGS = ['--headless=new', ...BENCH_CHROME_ARGS];

/**
 * One cold Lighthouse run in a fresh Chromium profile (empty cache), mobile profile (slow 4G, 4× CPU),
 * throttled the given way; with `session`, as that signed-in member (written into the profile's storage
 * first, which Lighthouse is then told to leave alone). `saveTo` keeps the whole report (JSON) for reading
 * its diagnostics (bootup-time, network-requests, unused-javascript, script-treemap-data), and the run's trace
 * beside it (`….trace.json`, for Chromium's DevTools or Perfetto): the report names a layout shift's element and
 * its likely cause, the trace when it happened and what moved from where to where.
 */
export async function auditOnce(
  url: string,
  chromePath: string,
  throttling: Throttling,
  saveTo?: string,
  session?: StoredSession,
): Promise<AuditRun> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    if (session) await storeSession(chrome.port, new URL(url).origin, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: throttling,
      // A fresh profile's cache is empty anyway; clearing storage would sign the member out.
      ...(session ? { disableStorageReset: true } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
    if (saveTo) {
      writeFileSync(saveTo, JSON.stringify(lhr));
      writeFileSync(saveTo.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
    return {
      benchmarkIndex: lhr.environment.benchmarkIndex,
      figures: {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        ttiMs: audit('interactive'),
        cls: audit('cumulative-layout-shift'),
        scriptBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
        requests: requests.length,
      },
    };
  } finally {
    chrome.kill();
  }
}
