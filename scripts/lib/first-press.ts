import puppeteer, { type Page } from 'puppeteer-core';
import { BENCH_CHROME_ARGS } from './chromium.ts';

/*
 * The other half of a visitor's page that starts its app at the first
 * interaction (decision 0040): Lighthouse measures the page before anyone
 * touches it, this measures what the first press then costs. Under the same
 * conditions as Lighthouse's devtools throttling (slow 4G: 562.5 ms request
 * latency, 1.44 Mbit/s down; 4× slower CPU), a cold page is loaded, half a
 * second (a visitor who knows where to tap) or five seconds (one who read
 * first) after its load event the visitor presses the page's most likely
 * control that needs the app, and the clock runs until the live page has
 * answered it.
 */

/** Lighthouse 12's devtools throttling for its mobile profile (constants.throttling.mobileSlow4G, applied). */
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: Math.floor((1474.56 * 1024) / 8),
  uploadThroughput: Math.floor((675 * 1024) / 8),
};
const CPU_SLOWDOWN = 4;

/** Lighthouse's mobile screen (a mid phone). */
export const MOBILE_VIEWPORT = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** A page's first press: what is pressed, and when the press counts as answered (evaluated in the page). */
export interface FirstPress {
  label: string;
  press: string;
  answered: (before: string | null) => boolean;
  /** What `answered` compares against: an attribute of the pressed control before the press. */
  beforeAttribute?: string;
}

const THEME_BUTTON = '[data-app-control="theme-toggle"]';

/** The press measured on each audited page: the control there that needs the app. */
export function firstPressFor(path: string): FirstPress {
  if (path.startsWith('/courses')) {
    // The catalogue's filters are a GET form that works before the app; choosing a category live (the
    // list filters in place, the URL follows) needs it. Answered once the live filter bar has replaced
    // the server's render.
    return {
      label: 'category filter',
      press: 'select[name="category"]',
      answered: () =>
        document.querySelector('[data-server-rendered]') === null && document.querySelector('select[name="category"]') !== null,
    };
  }
  if (path.startsWith('/course/')) {
    return {
      label: 'รีวิว tab',
      press: '[data-app-control="course-tab-reviews"]',
      answered: () =>
        document.querySelector('[data-app-control="course-tab-reviews"][data-app-live]')?.getAttribute('aria-selected') === 'true',
    };
  }
  if (path.startsWith('/login')) {
    return {
      label: 'e-mail field, until the form is live',
      press: '#login-email',
      answered: () => document.querySelector('[data-app-control="login-form"][data-app-live]') !== null,
    };
  }
  return {
    label: 'theme button',
    press: THEME_BUTTON,
    beforeAttribute: 'aria-label',
    answered: (before) => {
      const live = document.querySelector('[data-app-control="theme-toggle"][data-app-live]');
      return live !== null && live.getAttribute('aria-label') !== before;
    },
  };
}

/** Lighthouse's devtools throttling (slow 4G, 4× CPU) on `page`, through the DevTools protocol. */
export async function throttle(page: Page): Promise<void> {
  const cdp = await page.createCDPSession();
  // No cache to begin with (a fresh profile per run), but the page's own cache works: what it fetched
  // while the visitor read (idle-fetch.ts) is what makes a later press fast.
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** When the visitor presses, after the load event: at once, or after reading for a while. */
export const PRESS_DELAYS_MS = [500, 5000] as const;

/** Milliseconds from the press (`delayMs` after the load event) to its answer, on a cold page in a fresh profile. */
export async function firstPressOnce(url: string, chromePath: string, firstPress: FirstPress, delayMs: number): Promise<number> {
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: BENCH_CHROME_ARGS,
  });
  try {
    const page = await browser.newPage();
    await page.setViewport(MOBILE_VIEWPORT);
    await throttle(page);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const control = await page.waitForSelector(firstPress.press, { visible: true, timeout: 30_000 });
    if (!control) throw new Error(`${url}: nothing matches ${firstPress.press}`);
    const before = firstPress.beforeAttribute
      ? await control.evaluate((element, name) => element.getAttribute(name), firstPress.beforeAttribute)
      : null;
    await control.scrollIntoView();
    const pressedAt = performance.now();
    await control.tap();
    await page.waitForFunction(firstPress.answered, { timeout: 120_000, polling: 'mutation' }, before);
    return performance.now() - pressedAt;
  } finally {
    await browser.close();
  }
}
