import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import type { PageFigures } from './web-figures.ts';

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/**
 * One cold Lighthouse run in a fresh Chromium profile (empty cache, no
 * session): the default config, i.e. the mobile profile with simulated
 * slow-4G and 4× CPU throttling.
 */
export async function auditOnce(url: string, chromePath: string): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      jsBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      requests: requests.length,
    };
  } finally {
    chrome.kill();
  }
}
