import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstInteraction, nearViewport, onIntent } from './first-interaction.ts';

afterEach(() => {
  document.body.replaceChildren();
});

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

/**
 * The page's own root, not `window`: a focus the test browser gives the page by itself (a busy machine moving its
 * windows) is a focusin too, and resolved the wait before the press it was testing.
 */
const pageRoot = (html: string) => {
  document.body.innerHTML = `<main>${html}</main>`;
  return document.querySelector('main') as HTMLElement;
};

describe('firstInteraction', () => {
  it('waits through presses on links (they load the next page as a document) and resolves at the first other one', async () => {
    const interacted = firstInteraction(pageRoot('<a href="/courses"><span>คอร์ส</span></a><input id="q">'));
    document.querySelector('span')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.querySelector('a')?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(await settled(interacted)).toBe(false);
    document.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(await settled(interacted)).toBe(true);
  });

  it('takes a press on a link within this page (the painted phone menu opens by its #fragment)', async () => {
    const interacted = firstInteraction(pageRoot('<a href="#site-menu">เมนู</a>'));
    document.querySelector('a')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(interacted)).toBe(true);
  });

  it('takes a key pressed anywhere but a link', async () => {
    const root = pageRoot('<p>ข้อความ</p>');
    const interacted = firstInteraction(root);
    root.querySelector('p')?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: ' ' }));
    expect(await settled(interacted)).toBe(true);
  });
});

describe('onIntent', () => {
  it('calls back once, for the first element pointed at that it wants', () => {
    document.body.innerHTML = '<p>ข้อความ</p><button data-app-control="theme-toggle">ธีม</button>';
    const then = vi.fn();
    onIntent(window, (element) => element.closest('[data-app-control]') !== null, then);
    document.querySelector('p')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(then).not.toHaveBeenCalled();
    document.querySelector('button')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.querySelector('button')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(then).toHaveBeenCalledOnce();
  });
});

describe('nearViewport', () => {
  it('resolves once one of the parts comes near the viewport, as near as the app’s own sections wait for', async () => {
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    const margins: string[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void, options: IntersectionObserverInit) {
          report = callback;
          margins.push(options.rootMargin ?? '');
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      document.body.innerHTML = '<section id="blog" data-app-in-view></section>';
      const near = nearViewport([...document.querySelectorAll('[data-app-in-view]')]);
      report([{ isIntersecting: false }]);
      expect(await settled(near)).toBe(false);
      report([{ isIntersecting: true }]);
      expect(await settled(near)).toBe(true);
      expect(margins).toEqual(['200px']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
