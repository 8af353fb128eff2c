import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cachedRemoteRoutes,
  isPageOf,
  pageScriptsOf,
  pageSharesOf,
  parseRouteManifest,
  parseRoutePageScripts,
  parseRouteShares,
} from './remote-routes.ts';
import { startTestServer } from './test-http-server.ts';

const AUTH_ROUTES = ['/login', '/auth/callback', '/auth/forgot-password'];

describe('isPageOf (a path under a remote’s prefix is a page only if its routes.json lists one)', () => {
  it.each(['/login', '/auth/callback', '/auth/forgot-password', '/auth/forgot-password/'])('%s is a page of mfe_auth', (path) => {
    expect(isPageOf(AUTH_ROUTES, path)).toBe(true);
  });

  it.each(['/auth/xyz', '/auth', '/auth/callback/extra', '/login/deep'])('%s is no page of mfe_auth (404)', (path) => {
    expect(isPageOf(AUTH_ROUTES, path)).toBe(false);
  });

  it('matches parameters as the remote’s router does', () => {
    const catalog = ['/course/:id', '/course/:id/lesson/:lessonId'];
    expect(isPageOf(catalog, '/course/3/lesson/9')).toBe(true);
    expect(isPageOf(catalog, '/course/3/nonsense')).toBe(false);
  });

  it('counts every path as a page when the remote’s list cannot be read (never a 404 by guesswork)', () => {
    expect(isPageOf(null, '/auth/xyz')).toBe(true);
  });
});

describe('parseRouteManifest', () => {
  it('reads the route patterns of a routes.json', () => {
    expect(parseRouteManifest({ routes: AUTH_ROUTES })).toEqual(AUTH_ROUTES);
  });

  it.each([null, [], {}, { routes: [] }, { routes: ['login'] }, { routes: [1] }, { routes: '/login' }])('refuses %j', (json) => {
    expect(parseRouteManifest(json)).toBeNull();
  });
});

describe('cachedRemoteRoutes', () => {
  let server: { origin: string; close: () => void };
  let reads = 0;
  beforeAll(async () => {
    server = await startTestServer((req, res) => {
      if (req.url === '/routes.json') {
        reads += 1;
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ routes: AUTH_ROUTES }));
      } else res.writeHead(404).end();
    });
  });
  afterAll(() => server.close());

  it('reads routes.json beside the remote’s manifest, once for many pages', async () => {
    // A generous limit: a loaded machine's test server may take longer than the pages' 300 ms to answer.
    const routes = cachedRemoteRoutes({ timeoutMs: 30_000 });
    const remote = { name: 'mfe_auth', entry: `${server.origin}/mf-manifest.json`, routes: ['/auth/*'] };
    expect(await routes(remote)).toEqual(AUTH_ROUTES);
    expect(await routes(remote)).toEqual(AUTH_ROUTES);
    expect(reads).toBe(1);
  });

  it('gives null for a remote without one, or that is down', async () => {
    const routes = cachedRemoteRoutes();
    expect(await routes({ name: 'mfe_x', entry: `${server.origin}/nested/mf-manifest.json`, routes: ['/x'] })).toBeNull();
    expect(await routes({ name: 'mfe_y', entry: 'http://127.0.0.1:9/mf-manifest.json', routes: ['/y'] })).toBeNull();
  });
});

describe('page scripts (a remote that loads its pages with import(), decision 0062)', () => {
  const catalog = { name: 'mfe_catalog', entry: 'https://catalog.example/app/mf-manifest.json', routes: ['/courses', '/course/*'] };
  const json = {
    routes: ['/courses', '/course/:id'],
    modules: { '/courses': ['assets/courses-page-a.js', 'assets/card-b.js'], '/course/:id': ['https://elsewhere.example/x.js'] },
  };

  it('reads each pattern’s scripts as URLs beside the manifest, leaving out any on another origin', () => {
    const scripts = parseRoutePageScripts(catalog, json);
    expect(scripts).toEqual({
      '/courses': ['https://catalog.example/app/assets/courses-page-a.js', 'https://catalog.example/app/assets/card-b.js'],
      '/course/:id': [],
    });
    expect(pageScriptsOf(scripts, '/courses')).toEqual(scripts?.['/courses']);
    expect(pageScriptsOf(scripts, '/course/7')).toEqual([]);
    expect(pageScriptsOf(scripts, '/blog')).toEqual([]);
  });

  it('adds the scripts every page needs (the exposed module’s, under "*") to each page’s', () => {
    const scripts = parseRoutePageScripts(catalog, {
      modules: { '*': ['assets/remote-app-facade.js'], '/courses': ['assets/courses-page-a.js'] },
    });
    expect(pageScriptsOf(scripts, '/courses')).toEqual([
      'https://catalog.example/app/assets/remote-app-facade.js',
      'https://catalog.example/app/assets/courses-page-a.js',
    ]);
    expect(pageScriptsOf(scripts, '/blog')).toEqual(['https://catalog.example/app/assets/remote-app-facade.js']);
  });

  it.each([null, {}, { routes: ['/x'] }, { modules: [] }, { modules: { x: ['a.js'] } }, { modules: { '/x': 'a.js' } }])(
    'has none for %j',
    (value) => {
      expect(parseRoutePageScripts(catalog, value)).toBeNull();
      expect(pageScriptsOf(parseRoutePageScripts(catalog, value), '/x')).toEqual([]);
    },
  );
});

describe('page shares (the shared entry points a remote page imports, which the shell provides)', () => {
  it('gives every page’s shares and the page’s own, by the pattern the router would match', () => {
    const shares = parseRouteShares({
      shares: { '*': ['@shared/platform/router'], '/course/:id': ['@shared/db/courses', 7], '/blog': [] },
    });
    expect(pageSharesOf(shares, '/course/3')).toEqual(['@shared/platform/router', '@shared/db/courses']);
    expect(pageSharesOf(shares, '/blog')).toEqual(['@shared/platform/router']);
    expect(pageSharesOf(shares, '/elsewhere')).toEqual(['@shared/platform/router']);
  });

  it.each([null, {}, { shares: [] }, { shares: { x: ['shared/a'] } }, { shares: { '/x': 'shared/a' } }])('has none for %j', (value) => {
    expect(parseRouteShares(value)).toBeNull();
    expect(pageSharesOf(parseRouteShares(value), '/x')).toEqual([]);
  });
});
