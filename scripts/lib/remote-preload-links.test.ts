import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './test-http-server.ts';
import { remotePreloadLinker, remotePreloadLinks, type RemoteManifest } from './remote-preload-links.ts';

const manifest: RemoteManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      assets: {
        js: { sync: ['assets/dist-1.js', 'assets/remote-app-2.js'] },
        css: { sync: ['assets/remote-app-3.css'] },
      },
    },
  ],
};

describe('remotePreloadLinks', () => {
  it('hints the manifest, the entry and the exposed module’s scripts and styles, on the remote’s origin', () => {
    const catalog = { name: 'mfe_catalog', entry: 'https://catalog.example/mf-manifest.json', routes: ['/courses'] };
    expect(remotePreloadLinks(catalog, manifest)).toEqual([
      '<https://catalog.example/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '<https://catalog.example/remoteEntry.js>; rel=modulepreload',
      '<https://catalog.example/assets/dist-1.js>; rel=modulepreload',
      '<https://catalog.example/assets/remote-app-2.js>; rel=modulepreload',
      '<https://catalog.example/assets/remote-app-3.css>; rel=preload; as=style',
    ]);
  });

  it('resolves files against a remote deployed under a sub-path', () => {
    const remote = { name: 'mfe_auth', entry: 'https://cdn.example/auth/v2/mf-manifest.json', routes: ['/login'] };
    expect(remotePreloadLinks(remote, manifest)[1]).toBe('<https://cdn.example/auth/v2/remoteEntry.js>; rel=modulepreload');
  });
});

describe('remotePreloadLinker', () => {
  let server: { origin: string; close: () => void };
  let origin = '';
  let manifestReads = 0;
  beforeAll(async () => {
    server = await startTestServer((req, res) => {
      if (req.url === '/mf-manifest.json') {
        manifestReads += 1;
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(manifest));
      } else if (req.url === '/slow/mf-manifest.json') {
        setTimeout(() => res.end(JSON.stringify(manifest)), 2_000);
      } else {
        res.writeHead(404).end();
      }
    });
    origin = server.origin;
  });
  afterAll(() => server.close());

  it('hints the remote that owns the path, reads its manifest once for many pages, and nothing for the shell’s own pages', async () => {
    const links = remotePreloadLinker();
    const remotes = [{ name: 'mfe_catalog', entry: `${origin}/mf-manifest.json`, routes: ['/courses', '/course/*'] }];
    expect(await links(remotes, '/course/1')).toContain(`<${origin}/assets/remote-app-2.js>; rel=modulepreload`);
    expect(await links(remotes, '/courses')).toHaveLength(5);
    expect(manifestReads).toBe(1);
    expect(await links(remotes, '/')).toEqual([]);
  });

  it('adds the shell’s remote-page modules on every path a remote owns, even when the remote itself is down', async () => {
    const links = remotePreloadLinker(() => Promise.resolve(['/assets/remote-kit-1.js']));
    const catalog = [{ name: 'mfe_catalog', entry: `${origin}/mf-manifest.json`, routes: ['/courses'] }];
    expect(await links(catalog, '/courses')).toEqual(expect.arrayContaining(['</assets/remote-kit-1.js>; rel=modulepreload']));
    expect(await links(catalog, '/courses')).toHaveLength(6);
    const down = [{ name: 'down', entry: 'http://127.0.0.1:9/mf-manifest.json', routes: ['/a'] }];
    expect(await links(down, '/a')).toEqual(['</assets/remote-kit-1.js>; rel=modulepreload']);
    expect(await links(catalog, '/')).toEqual([]);
  });

  it('gives no hints, quickly, for a remote that is down, missing or slow', async () => {
    const links = remotePreloadLinker();
    const started = Date.now();
    expect(await links([{ name: 'down', entry: 'http://127.0.0.1:9/mf-manifest.json', routes: ['/a'] }], '/a')).toEqual([]);
    expect(await links([{ name: 'gone', entry: `${origin}/gone/mf-manifest.json`, routes: ['/b'] }], '/b')).toEqual([]);
    expect(await links([{ name: 'slow', entry: `${origin}/slow/mf-manifest.json`, routes: ['/c'] }], '/c')).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
