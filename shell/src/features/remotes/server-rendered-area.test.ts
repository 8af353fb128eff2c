import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { AUTH_STORAGE_KEY } from 'shared/supabase';
import { adoptServerRenderedArea, retireServerRenderedArea, serverRenderedHtml } from './server-rendered-area.ts';

function paintedPage(state: unknown): HTMLElement {
  const root = document.createElement('div');
  const area = document.createElement('div');
  area.dataset.remote = 'mfe_catalog';
  area.setAttribute('data-server-rendered', '/courses?level=beginner');
  area.setAttribute('data-query-state', JSON.stringify(state));
  area.innerHTML = '<section><h1>คอร์สเรียนทั้งหมด</h1></section>';
  root.append(area);
  return root;
}

const dehydrated = {
  mutations: [],
  queries: [{ queryKey: ['catalog', 'list'], queryHash: '["catalog","list"]', state: { data: [{ id: 1 }], dataUpdatedAt: Date.now(), status: 'success', fetchStatus: 'idle', error: null, errorUpdateCount: 0, dataUpdateCount: 1, errorUpdatedAt: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false } }],
};

afterEach(() => {
  retireServerRenderedArea();
  localStorage.clear();
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

  it('gives the remote’s first render the answers the server read', () => {
    const client = new QueryClient();
    adoptServerRenderedArea(paintedPage(dehydrated), client);
    expect(client.getQueryData(['catalog', 'list'])).toEqual([{ id: 1 }]);
    expect(client.getQueryState(['catalog', 'list'])?.isInvalidated).toBe(false);
  });

  it('for a visitor with a stored session, keeps them only as a first picture to be fetched again', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, '{}');
    const client = new QueryClient();
    adoptServerRenderedArea(paintedPage(dehydrated), client);
    expect(client.getQueryData(['catalog', 'list'])).toEqual([{ id: 1 }]);
    expect(client.getQueryState(['catalog', 'list'])?.isInvalidated).toBe(true);
  });

  it('does nothing on a page that arrived without one, or with answers it cannot read', () => {
    adoptServerRenderedArea(document.createElement('div'), new QueryClient());
    expect(serverRenderedHtml('mfe_catalog', '/courses?level=beginner')).toBeNull();
    const broken = paintedPage(null);
    broken.firstElementChild?.setAttribute('data-query-state', '{not json');
    adoptServerRenderedArea(broken, new QueryClient());
    expect(serverRenderedHtml('mfe_catalog', '/courses?level=beginner')).not.toBeNull();
  });
});
