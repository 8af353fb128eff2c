import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portOf } from './http/listen.ts';
import { configJson } from './runtime-files.ts';
import { startSiteServer, type RunningSiteServer } from './start-site-server.ts';

/** A self-signed certificate for localhost, for tests only. */
const tls = {
  cert: readFileSync(new URL('./http/testing/localhost-test-cert.pem', import.meta.url), 'utf8'),
  key: readFileSync(new URL('./http/testing/localhost-test-key.pem', import.meta.url), 'utf8'),
};
const shellDir = mkdtempSync(join(tmpdir(), 'site-server-tls-'));
const HEAD = '<head><title>t</title><link rel="stylesheet" href="/assets/index-abc.css"></head>';
writeFileSync(join(shellDir, 'index.html'), `<html>${HEAD}<body>landing</body></html>`);
writeFileSync(join(shellDir, 'spa-fallback.html'), `<html>${HEAD}<body><div data-remote-area-slot></div></body></html>`);
mkdirSync(join(shellDir, 'assets'));

let site: RunningSiteServer;
beforeAll(async () => {
  const runtime = {
    // A remote on a closed port: the page is served without its render, at once.
    remotesJson: JSON.stringify({
      remotes: [{ name: 'mfe_catalog', entry: 'https://127.0.0.1:9/mf-manifest.json', routes: ['/courses'] }],
    }),
    configJson: configJson('http://127.0.0.1:9', `header.${'x'.repeat(60)}.signature`),
  };
  site = await startSiteServer({ shellDir, port: 0, runtime: () => runtime, log: () => undefined, tls });
});
afterAll(async () => {
  await site.close();
  rmSync(shellDir, { recursive: true, force: true });
});

describe('startSiteServer with a certificate', () => {
  it('serves a navigation over HTTP/2, its Early Hints first', async () => {
    const session = connect(`https://localhost:${portOf(site.server)}`, { ca: tls.cert });
    try {
      const answer = await new Promise<{ informational: unknown[]; status: number; body: string }>((resolve, reject) => {
        const stream = session.request({ ':path': '/courses', 'sec-fetch-mode': 'navigate' });
        const informational: unknown[] = [];
        let status = 0;
        let body = '';
        stream.on('headers', (headers) => informational.push({ status: headers[':status'], link: headers.link }));
        stream.on('response', (headers) => {
          status = Number(headers[':status']);
        });
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (body += chunk));
        stream.on('end', () => resolve({ informational, status, body }));
        stream.on('error', reject);
      });
      expect(session.alpnProtocol).toBe('h2');
      expect(answer.informational).toEqual([{ status: 103, link: '</assets/index-abc.css>; rel=preload; as=style' }]);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('data-remote-area-slot');
    } finally {
      session.close();
    }
  });
});
