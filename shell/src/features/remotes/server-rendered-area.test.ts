import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { AuthStatus } from '@shared/platform/auth';
import {
  adoptServerRenderedArea,
  movePaintedNodes,
  retireServerRenderedArea,
  serverRenderedFor,
  serverRenderedHtml,
} from './server-rendered-area.ts';

/** The auth bus as the page sees it: a status that starts unknown and is then published. */
const bus = vi.hoisted(() => {
  type State = { status: string; session: { user: { id: string } } | null };
  const listeners = new Set<(state: State) => void>();
  let state: State = { status: 'loading', session: null };
  return {
    subscribeAuthState(listener: (state: State) => void) {
      listeners.add(listener);
      listener(state);
      return () => listeners.delete(listener);
    },
    publish(status: string, userId?: string) {
      state = { status, session: userId ? { user: { id: userId } } : null };
      for (const listener of [...listeners]) listener(state);
    },
  };
});
vi.mock('@shared/platform/auth', () => ({ subscribeAuthState: bus.subscribeAuthState }));
const publish = (status: AuthStatus, userId?: string) => bus.publish(status, userId);

function paintedPage(state: unknown, renderedFor?: string): HTMLElement {
  const root = document.createElement('div');
  const area = document.createElement('div');
  if (renderedFor) area.setAttribute('data-rendered-for', renderedFor);
  area.dataset.remote = 'mfe_catalog';
  area.setAttribute('data-server-rendered', '/courses?level=beginner');
  area.setAttribute('data-query-state', JSON.stringify(state));
  area.innerHTML = '<section><h1>คอร์สเรียนทั้งหมด</h1></section>';
  root.append(area);
  return root;
}

const dehydrated = {
  mutations: [],
  queries: [
    {
      queryKey: ['catalog', 'list'],
      queryHash: '["catalog","list"]',
      state: {
        data: [{ id: 1 }],
        dataUpdatedAt: Date.now(),
        status: 'success',
        fetchStatus: 'idle',
        error: null,
        errorUpdateCount: 0,
        dataUpdateCount: 1,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
      },
    },
  ],
};

afterEach(() => {
  retireServerRenderedArea();
  publish('loading');
});

describe('the server-rendered area', () => {
  it('is shown for its own remote at its own URL only, until retired', () => {
    adoptServerRenderedArea(paintedPage(dehydrated), new QueryClient());
    expect(serverRenderedHtml('mfe_catalog', '/courses?level=beginner')).toBe('<section><h1>คอร์สเรียนทั้งหมด</h1></section>');
    expect(serverRenderedHtml('mfe_catalog', '/courses')).toBeNull();
    expect(serverRenderedHtml('mfe_auth', '/courses?level=beginner')).toBeNull();
    retireServerRenderedArea();
    expect(serverRenderedHtml('mfe_catalog', '/courses?level=beginner')).toBeNull();
  });

  it('gives the remote’s first render the answers the server read, and keeps them for a signed-out visitor', () => {
    const client = new QueryClient();
    adoptServerRenderedArea(paintedPage(dehydrated), client);
    expect(client.getQueryData(['catalog', 'list'])).toEqual([{ id: 1 }]);
    publish('signedOut');
    expect(client.getQueryState(['catalog', 'list'])?.isInvalidated).toBe(false);
  });

  it('for a signed-in visitor, keeps them only as a first picture to be fetched again', () => {
    const client = new QueryClient();
    adoptServerRenderedArea(paintedPage(dehydrated), client);
    expect(client.getQueryState(['catalog', 'list'])?.isInvalidated).toBe(false);
    publish('signedIn');
    expect(client.getQueryData(['catalog', 'list'])).toEqual([{ id: 1 }]);
    expect(client.getQueryState(['catalog', 'list'])?.isInvalidated).toBe(true);
  });

  it('keeps a member’s page rendered for them as it is, with no second fetch once the browser knows the same member', () => {
    const client = new QueryClient();
    adoptServerRenderedArea(paintedPage(dehydrated, 'u-ann'), client);
    expect(serverRenderedFor('mfe_catalog', '/courses?level=beginner')).toBe('u-ann');
    expect(serverRenderedFor('mfe_catalog', '/courses')).toBeNull();
    publish('signedIn', 'u-ann');
    expect(client.getQueryState(['catalog', 'list'])?.isInvalidated).toBe(false);
    expect(client.getQueryData(['catalog', 'list'])).toEqual([{ id: 1 }]);
  });

  it('drops a member’s answers when the browser turns out to be someone else, or nobody', () => {
    for (const [status, userId] of [
      ['signedIn', 'u-ben'],
      ['signedOut', undefined],
    ] as const) {
      publish('loading');
      const client = new QueryClient();
      adoptServerRenderedArea(paintedPage(dehydrated, 'u-ann'), client);
      publish(status, userId);
      expect(client.getQueryData(['catalog', 'list']), status).toBeUndefined();
    }
  });

  it('does nothing on a page that arrived without one, or with answers it cannot read', () => {
    adoptServerRenderedArea(document.createElement('div'), new QueryClient());
    expect(serverRenderedHtml('mfe_catalog', '/courses?level=beginner')).toBeNull();
    const broken = paintedPage(null);
    broken.firstElementChild?.setAttribute('data-query-state', '{not json');
    adoptServerRenderedArea(broken, new QueryClient());
    expect(serverRenderedHtml('mfe_catalog', '/courses?level=beginner')).not.toBeNull();
  });

  it('moves the painted nodes themselves into the live frame, so what was typed there stays, focus included', () => {
    const root = paintedPage(dehydrated);
    document.body.append(root);
    const painted = root.querySelector('section') as HTMLElement;
    painted.insertAdjacentHTML('beforeend', '<input id="q">');
    const input = root.querySelector('#q') as HTMLInputElement;
    input.focus(); // before the app started: the visitor was already there
    adoptServerRenderedArea(root, new QueryClient());
    input.value = 'typed before the app';
    root.remove(); // as React clears the frame it renders over

    const live = document.createElement('div');
    document.body.append(live);
    expect(movePaintedNodes('mfe_catalog', '/courses', live)).toBe(false);
    expect(movePaintedNodes('mfe_catalog', '/courses?level=beginner', live)).toBe(true);
    expect(live.firstElementChild).toBe(painted);
    expect((live.querySelector('#q') as HTMLInputElement).value).toBe('typed before the app');
    expect(document.activeElement).toBe(input);
    live.remove();
  });
});
