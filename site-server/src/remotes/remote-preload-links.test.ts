import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './test-http-server.ts';
import { cachedRemoteManifests, remotePageFiles, remotePreloadLinks, type RemoteManifest } from './remote-preload-links.ts';

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

const catalog = { name: 'mfe_catalog', entry: 'https://catalog.example/mf-manifest.json', routes: ['/courses'] };

describe('remotePreloadLinks', () => {
  it('hints the manifest, the entry and the exposed module’s scripts and styles on the remote’s origin, then the shell’s modules', () => {
    expect(remotePreloadLinks(remotePageFiles(catalog, manifest), ['/assets/form-field-1.js'])).toEqual([
      '<https://catalog.example/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '<https://catalog.example/remoteEntry.js>; rel=modulepreload',
      '<https://catalog.example/assets/dist-1.js>; rel=modulepreload',
      '<https://catalog.example/assets/remote-app-2.js>; rel=modulepreload',
      '<https://catalog.example/assets/remote-app-3.css>; rel=preload; as=style',
      '</assets/form-field-1.js>; rel=modulepreload',
    ]);
  });

  it('resolves files against a remote deployed under a sub-path', () => {
    const remote = { name: 'mfe_auth', entry: 'https://cdn.example/auth/v2/mf-manifest.json', routes: ['/login'] };
    expect(remotePageFiles(remote, manifest)?.modules[0]).toBe('https://cdn.example/auth/v2/remoteEntry.js');
  });

  it('leaves out a file the manifest places on an origin remotes.json does not list', () => {
    const elsewhere = {
      ...manifest,
      exposes: [{ assets: { js: { sync: ['https://evil.example/x.js', 'assets/a.js'] }, css: { sync: ['//evil.example/x.css'] } } }],
    };
    const files = remotePageFiles(catalog, elsewhere);
    expect(files?.modules).toEqual(['https://catalog.example/remoteEntry.js', 'https://catalog.example/assets/a.js']);
    expect(files?.styleSheets).toEqual([]);
  });

  it('still hints the shell’s modules when the remote’s manifest is missing or of another shape', () => {
    expect(remotePageFiles(catalog, null)).toBeNull();
    expect(remotePageFiles(catalog, { metaData: {} } as unknown as RemoteManifest)).toBeNull();
    expect(remotePreloadLinks(null, ['/assets/form-field-1.js'])).toEqual(['</assets/form-field-1.js>; rel=modulepreload']);
  });
});

describe('cachedRemoteManifests', () => {
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
        setTimeout(() => res.end(JSON.stringify(manifest)), 60_000).unref();
      } else {
        res.writeHead(404).end();
      }
    });
    origin = server.origin;
  });
  afterAll(() => server.close());

  it('reads a remote’s manifest from the remote once for many pages', async () => {
    // A generous limit: a loaded machine's test server may take longer than the pages' 300 ms to answer.
    const manifests = cachedRemoteManifests({ timeoutMs: 30_000 });
    expect(await manifests(`${origin}/mf-manifest.json`)).toEqual(manifest);
    expect(await manifests(`${origin}/mf-manifest.json`)).toEqual(manifest);
    expect(manifestReads).toBe(1);
  });

  it('gives null for a remote that is down, missing or slower than its limit (the slow one answers after a minute)', async () => {
    const manifests = cachedRemoteManifests();
    expect(await manifests('http://127.0.0.1:9/mf-manifest.json')).toBeNull();
    expect(await manifests(`${origin}/gone/mf-manifest.json`)).toBeNull();
    expect(await manifests(`${origin}/slow/mf-manifest.json`)).toBeNull();
  });
});
