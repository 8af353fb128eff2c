import { describe, expect, it, vi } from 'vitest';
import { followHashTarget, scrollToHash } from './scroll-to-hash.ts';

describe('scrollToHash', () => {
  it('scrolls to and focuses the section the hash names', () => {
    document.body.innerHTML = '<section id="blog"><h2>บทความ</h2></section>';
    const section = document.getElementById('blog');
    if (!section) throw new Error('fixture');
    // jsdom does no layout, so it has no scrollIntoView of its own.
    const scrollIntoView = vi.fn();
    section.scrollIntoView = scrollIntoView;
    expect(scrollToHash('#blog')).toBe(true);
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    expect(section).toHaveAttribute('tabindex', '-1');
    expect(document.activeElement).toBe(section);
  });

  it('reports false for an empty hash or a missing element', () => {
    document.body.innerHTML = '';
    expect(scrollToHash('')).toBe(false);
    expect(scrollToHash('#nowhere')).toBe(false);
  });
});

describe('followHashTarget', () => {
  class FakeResizeObserver {
    static last: FakeResizeObserver | undefined;
    observed: Element[] = [];
    disconnected = false;
    constructor(readonly callback: () => void) {
      FakeResizeObserver.last = this;
    }
    observe(element: Element) {
      this.observed.push(element);
    }
    disconnect() {
      this.disconnected = true;
    }
  }

  it('scrolls the target back to the top whenever the page grows, until the visitor scrolls', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    document.body.innerHTML = '<section id="blog"></section>';
    const target = document.getElementById('blog') as HTMLElement;
    const scrolled = vi.fn();
    target.scrollIntoView = scrolled;
    const stop = followHashTarget('#blog');
    const observer = FakeResizeObserver.last as FakeResizeObserver;
    expect(observer.observed).toEqual([document.body]);
    observer.callback();
    expect(scrolled).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    window.dispatchEvent(new Event('wheel'));
    expect(observer.disconnected).toBe(true);
    stop();
    vi.unstubAllGlobals();
  });
});
