import puppeteer from 'puppeteer-core';
import { MOBILE_VIEWPORT, throttle } from './first-press.ts';
import type { StoredSession } from './signed-in-session.ts';
import { BENCH_CHROME_ARGS } from './chromium.ts';

/*
 * Issue 32: a learner who presses play on a lesson's video should see it move within 1.5 s. Under the same
 * throttling as the audits (slow 4G, 4× CPU), the signed-in learner opens the lesson cold, presses play as
 * soon as the player is there (the player's own shortcut, k, on the focused video: what its play button
 * does), and the clock runs from the press to the video's `playing` event (the first frame is moving).
 */

/** Milliseconds from the press on play to `playing`, on a cold lesson page in a fresh profile. */
export async function videoStartOnce(url: string, chromePath: string, session: StoredSession): Promise<number> {
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: BENCH_CHROME_ARGS,
  });
  try {
    const page = await browser.newPage();
    await page.setViewport(MOBILE_VIEWPORT);
    // The session where the site's Supabase client reads it, written on the site's origin before any of its pages.
    await page.goto(new URL('/robots.txt', url).href);
    await page.evaluate(({ storageKey, value }) => localStorage.setItem(storageKey, value), session);
    await throttle(page);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const video = await page.waitForSelector('video', { visible: true, timeout: 120_000 });
    if (!video) throw new Error(`${url}: no video to play`);
    await video.evaluate((element) => {
      if (!(element instanceof HTMLVideoElement)) throw new Error('not a video');
      element.focus();
      (window as unknown as { videoPlaying: Promise<void> }).videoPlaying = new Promise((resolve, reject) => {
        element.addEventListener('playing', () => resolve(), { once: true });
        element.addEventListener('error', () => reject(new Error(`the video failed: ${element.error?.message ?? 'no detail'}`)), {
          once: true,
        });
      });
    });
    const pressedAt = performance.now();
    await page.keyboard.press('k');
    await page.evaluate(() => (window as unknown as { videoPlaying: Promise<void> }).videoPlaying);
    return performance.now() - pressedAt;
  } finally {
    await browser.close();
  }
}
