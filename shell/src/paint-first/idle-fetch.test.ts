import { describe, expect, it, vi } from 'vitest';
import { inIdleSlices, whenIdleAfterLoad } from './idle-fetch.ts';

function fakeWindow(readyState: DocumentReadyState, withIdleCallback = true) {
  let onLoad: (() => void) | undefined;
  let onIdle: (() => void) | undefined;
  const view = {
    document: { readyState },
    addEventListener: vi.fn((_type: 'load', listener: () => void) => {
      onLoad = listener;
    }),
    requestIdleCallback: withIdleCallback
      ? vi.fn((callback: (deadline: { timeRemaining: () => number }) => void) => {
          onIdle = () => callback({ timeRemaining: () => 50 });
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
    expect(page.view.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
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

function idleScheduler() {
  const pending: ((deadline: { timeRemaining: () => number }) => void)[] = [];
  return {
    view: {
      requestIdleCallback: vi.fn((callback: (deadline: { timeRemaining: () => number }) => void) => pending.push(callback)),
      setTimeout: vi.fn(),
    },
    /** Runs the next idle callback with `remaining` ms left in the period. */
    idle: (remaining: number) => pending.shift()?.({ timeRemaining: () => remaining }),
    pending,
  };
}

describe('inIdleSlices', () => {
  it('spreads the items over idle periods, in order, each slice at most 20 ms long', () => {
    const scheduler = idleScheduler();
    let clock = 0;
    const done: number[] = [];
    // Each item takes 3 ms: a slice fits 7 of them (the 7th starts at 18 ms).
    inIdleSlices(
      scheduler.view,
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      (item) => {
        done.push(item);
        clock += 3;
      },
      () => clock,
    );
    expect(done).toEqual([]);
    scheduler.idle(50);
    expect(done).toEqual([1, 2, 3, 4, 5, 6, 7]);
    scheduler.idle(50);
    expect(done).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(scheduler.pending).toHaveLength(0);
  });

  it('stops a slice when the idle period ends, but handles at least one item when it was called by its timeout', () => {
    const scheduler = idleScheduler();
    const done: string[] = [];
    inIdleSlices(
      scheduler.view,
      ['a', 'b', 'c'],
      (item) => done.push(item),
      () => 0,
    );
    scheduler.idle(0);
    expect(done).toEqual(['a']);
    expect(scheduler.view.requestIdleCallback).toHaveBeenLastCalledWith(expect.any(Function), { timeout: 2000 });
    scheduler.idle(0);
    scheduler.idle(0);
    expect(done).toEqual(['a', 'b', 'c']);
  });

  it('asks for nothing when there is nothing to do', () => {
    const scheduler = idleScheduler();
    inIdleSlices(scheduler.view, [], () => undefined);
    expect(scheduler.view.requestIdleCallback).not.toHaveBeenCalled();
  });
});
