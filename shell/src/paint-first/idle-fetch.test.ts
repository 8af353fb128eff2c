import { describe, expect, it, vi } from 'vitest';
import { whenIdleAfterLoad } from './idle-fetch.ts';

function fakeWindow(readyState: DocumentReadyState, withIdleCallback = true) {
  let onLoad: (() => void) | undefined;
  let onIdle: (() => void) | undefined;
  const view = {
    document: { readyState },
    addEventListener: vi.fn((_type: 'load', listener: () => void) => {
      onLoad = listener;
    }),
    requestIdleCallback: withIdleCallback
      ? vi.fn((callback: () => void) => {
          onIdle = callback;
          return 1;
        })
      : undefined,
    setTimeout: vi.fn((callback: () => void) => {
      onIdle = callback;
    }),
  };
  return { view, load: () => onLoad?.(), idle: () => onIdle?.() };
}

describe('whenIdleAfterLoad', () => {
  it('waits for the load event, then for an idle moment (with a deadline), then fetches once', () => {
    const page = fakeWindow('interactive');
    const fetchApp = vi.fn();
    whenIdleAfterLoad(page.view, fetchApp);
    page.idle();
    expect(fetchApp).not.toHaveBeenCalled();
    page.load();
    expect(page.view.requestIdleCallback).toHaveBeenCalledWith(fetchApp, { timeout: 2000 });
    expect(fetchApp).not.toHaveBeenCalled();
    page.idle();
    expect(fetchApp).toHaveBeenCalledTimes(1);
  });

  it('asks for the idle moment at once when the page has loaded already', () => {
    const page = fakeWindow('complete');
    const fetchApp = vi.fn();
    whenIdleAfterLoad(page.view, fetchApp);
    expect(page.view.addEventListener).not.toHaveBeenCalled();
    page.idle();
    expect(fetchApp).toHaveBeenCalledTimes(1);
  });

  it('falls back to the next task where the browser has no requestIdleCallback (Safari)', () => {
    const page = fakeWindow('complete', false);
    const fetchApp = vi.fn();
    whenIdleAfterLoad(page.view, fetchApp);
    expect(page.view.setTimeout).toHaveBeenCalledWith(expect.any(Function), 0);
    page.idle();
    expect(fetchApp).toHaveBeenCalledTimes(1);
  });
});
