import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useLive } from './use-live.ts';

// These tests drive React with act() themselves, not through Testing Library (which sets this flag).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function LiveButton() {
  const live = useLive();
  return (
    <button type="button" disabled={!live}>
      สลับธีม
    </button>
  );
}

describe('useLive', () => {
  it('is false in a render made before script and while hydrating it (no mismatch), then true', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LiveButton />);
    expect(container.querySelector('button')?.disabled).toBe(true);

    const mismatches: unknown[] = [];
    act(() => {
      hydrateRoot(container, <LiveButton />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('button')?.disabled).toBe(false);
  });

  it('is true from the first render of a page rendered in the browser', () => {
    const container = document.createElement('div');
    act(() => createRoot(container).render(<LiveButton />));
    expect(container.querySelector('button')?.disabled).toBe(false);
  });
});
