import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { pressReleased, useHeldByPress } from './press-release.ts';

const painted = vi.hoisted(() => ({ html: null as string | null }));
vi.mock('./server-rendered-area.ts', () => ({ serverRenderedHtml: () => painted.html }));

afterEach(() => {
  document.documentElement.removeAttribute('data-pressing');
  painted.html = null;
});
const press = () => document.documentElement.setAttribute('data-pressing', '');
const release = () => document.documentElement.removeAttribute('data-pressing');
/** A MutationObserver reports after the current task's microtasks. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pressReleased', () => {
  it('resolves at once when no press is held', async () => {
    await expect(pressReleased()).resolves.toBeUndefined();
  });

  it('waits for a held press to end', async () => {
    press();
    let done = false;
    void pressReleased().then(() => (done = true));
    await observed();
    expect(done).toBe(false);
    release();
    await observed();
    expect(done).toBe(true);
  });
});

describe('useHeldByPress', () => {
  it('holds the server’s render while a press is held, and lets it go at the release', async () => {
    painted.html = '<h1>เข้าสู่ระบบ</h1>';
    const { result } = renderHook(() => useHeldByPress('mfe_auth', '/login'));
    expect(result.current).toBe(false);
    await act(async () => {
      press();
      await observed();
    });
    expect(result.current).toBe(true);
    await act(async () => {
      release();
      await observed();
    });
    expect(result.current).toBe(false);
  });

  it('does not watch presses once the live page has replaced the render', async () => {
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useHeldByPress('mfe_auth', '/login');
    });
    const before = renders;
    await act(async () => {
      press();
      await observed();
    });
    expect(renders).toBe(before);
  });
});
