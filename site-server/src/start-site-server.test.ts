import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portOf } from './http/listen.ts';
import { configJson } from './runtime-files.ts';
import { startSiteServer, type RunningSiteServer } from './start-site-server.ts';

const shellDir = mkdtempSync(join(tmpdir(), 'site-server-socket-'));
const HEAD = '<head><title>t</title><link rel="stylesheet" href="/assets/index-abc.css"></head>';
writeFileSync(join(shellDir, 'index.html'), `<html>${HEAD}<body>landing</body></html>`);
writeFileSync(join(shellDir, 'spa-fallback.html'), `<html>${HEAD}<body><div data-remote-area-slot></div></body></html>`);
mkdirSync(join(shellDir, 'assets'));

let site: RunningSiteServer;
let port = 0;
beforeAll(async () => {
  const runtime = {
    // A remote on a closed port: the page is served without its render, at once.
    remotesJson: JSON.stringify({ remotes: [{ name: 'mfe_catalog', entry: 'http://127.0.0.1:9/mf-manifest.json', routes: ['/courses'] }] }),
    configJson: configJson('http://127.0.0.1:9', `header.${'x'.repeat(60)}.signature`),
  };
  site = await startSiteServer({ shellDir, port: 0, runtime: () => runtime, log: () => undefined });
  port = portOf(site.server);
});
afterAll(async () => {
  await site.close();
  rmSync(shellDir, { recursive: true, force: true });
});

/** A GET over a real socket, collecting the informational (1xx) responses before the final one. */
function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; informational: { status: number; link: unknown }[] }> {
  return new Promise((resolve, reject) => {
    const informational: { status: number; link: unknown }[] = [];
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, informational }));
    });
    req.on('information', (info) => informational.push({ status: info.statusCode, link: info.headers.link }));
    req.on('error', reject);
    req.end();
  });
}

describe('startSiteServer', () => {
  it('sends 103 Early Hints with the page’s style sheets before a navigation’s page', async () => {
    const page = await get('/courses', { 'Sec-Fetch-Mode': 'navigate' });
    expect(page.status).toBe(200);
    expect(page.informational).toEqual([{ status: 103, link: '</assets/index-abc.css>; rel=preload; as=style' }]);
  });

  it('sends none for a request that is not a navigation', async () => {
    expect((await get('/courses')).informational).toEqual([]);
  });
});
