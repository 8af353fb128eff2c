import { startFlow } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { MOBILE_VIEWPORT } from './first-press.ts';
import { BENCH_CHROME_ARGS } from './chromium.ts';

/*
 * INP after the first press (issue 32): a visitor's page is live once its first press is answered; the
 * interactions after it must feel instant too. Lighthouse's timespan mode records a stretch of a real
 * session and reports Interaction to Next Paint over it. The page is loaded and its first press made
 * (the app starts), then the timespan covers the next three interactions, with the same devtools
 * throttling as the audits.
 */

/** An interaction of the timespan: what is done, in the page, by puppeteer. */
export interface Interaction {
  label: string;
  run: (page: Page) => Promise<void>;
}

const tap = (selector: string) => async (page: Page) => {
  const element = await page.waitForSelector(selector, { visible: true, timeout: 60_000 });
  await element?.tap();
};
/** The next option of a select, chosen with the keyboard: a real key press, which Event Timing (INP) counts; page.select() is not. */
const nextOption = (selector: string) => async (page: Page) => {
  const element = await page.waitForSelector(selector, { visible: true, timeout: 60_000 });
  await element?.focus();
  await page.keyboard.press('ArrowDown');
};

/** The first press that starts the app, and the three interactions measured after it, per page. */
export function interactionsFor(path: string): { start: Interaction; next: Interaction[] } | null {
  if (path.startsWith('/courses')) {
    return {
      start: { label: 'category filter', run: tap('select[name="category"]') },
      next: [
        { label: 'next category (keyboard)', run: nextOption('select[name="category"]') },
        { label: 'next level (keyboard)', run: nextOption('select[name="level"]') },
        { label: 'next sort order (keyboard)', run: nextOption('select[name="sort"]') },
      ],
    };
  }
  if (path.startsWith('/course/')) {
    const tab = (key: string) => tap(`[data-app-control="course-tab-${key}"][data-app-live]`);
    return {
      start: { label: 'รีวิว tab', run: tap('[data-app-control="course-tab-reviews"]') },
      next: [
        { label: 'ผู้สอน tab', run: tab('instructor') },
        { label: 'ภาพรวม tab', run: tab('overview') },
        { label: 'รีวิว tab', run: tab('reviews') },
      ],
    };
  }
  return null;
}

/** INP (ms) over the three interactions after the first press, in a fresh profile. */
export async function inpAfterFirstPress(url: string, chromePath: string): Promise<number> {
  const steps = interactionsFor(new URL(url).pathname);
  if (!steps) throw new Error(`no interactions are defined for ${url}`);
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: BENCH_CHROME_ARGS,
  });
  try {
    const page = await browser.newPage();
    await page.setViewport(MOBILE_VIEWPORT);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await steps.start.run(page);
    // The first press is answered once the live page has replaced the server's render.
    await page.waitForFunction(() => document.querySelector('[data-server-rendered]') === null, { timeout: 120_000 });
    const flow = await startFlow(page, { flags: { throttlingMethod: 'devtools', onlyCategories: ['performance'] } });
    await flow.startTimespan({ name: `${url}: ${steps.next.map((step) => step.label).join(', ')}` });
    for (const step of steps.next) {
      await step.run(page);
      // Let each interaction's next paint happen before the next one (state, not time: a frame has passed).
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    await flow.endTimespan();
    const result = await flow.createFlowResult();
    const inp = result.steps[0]?.lhr.audits['interaction-to-next-paint']?.numericValue;
    if (inp === undefined) throw new Error(`${url}: Lighthouse recorded no interaction in the timespan`);
    return inp;
  } finally {
    await browser.close();
  }
}
