import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect } from 'node:http2';
import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeNow, listen, portOf } from './listen.ts';

/** A self-signed certificate for localhost, for tests only (valid until 2126). */
const tls = {
  cert: readFileSync(new URL('./testing/localhost-test-cert.pem', import.meta.url), 'utf8'),
  key: readFileSync(new URL('./testing/localhost-test-key.pem', import.meta.url), 'utf8'),
};

let server: Server;
beforeAll(async () => {
  server = await listen((request) => new Response(`hello ${new URL(request.url).pathname}`), 0, '127.0.0.1', tls);
});
afterAll(() => closeNow(server));

describe('listen with a certificate', () => {
  it('speaks HTTP/2 over TLS to a client that offers it', async () => {
    const session = connect(`https://localhost:${portOf(server)}`, { ca: tls.cert });
    try {
      const { status, body, protocol } = await new Promise<{ status: number; body: string; protocol: string }>((resolve, reject) => {
        const stream = session.request({ ':path': '/courses' });
        let status = 0;
        let body = '';
        stream.on('response', (headers) => {
          status = Number(headers[':status']);
        });
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (body += chunk));
        stream.on('end', () => resolve({ status, body, protocol: session.alpnProtocol ?? '' }));
        stream.on('error', reject);
      });
      expect(protocol).toBe('h2');
      expect(status).toBe(200);
      expect(body).toBe('hello /courses');
    } finally {
      session.close();
    }
  });

  it('still answers HTTPS over HTTP/1.1', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      const req = request({ host: 'localhost', port: portOf(server), path: '/login', ca: tls.cert }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(`${response.httpVersion} ${text}`));
      });
      req.on('error', reject);
      req.end();
    });
    expect(body).toBe('1.1 hello /login');
  });

  it('closes at once with a browser’s HTTP/2 session still open', async () => {
    const other = await listen(() => new Response('ok'), 0, '127.0.0.1', tls);
    const session = connect(`https://localhost:${portOf(other)}`, { ca: tls.cert });
    await new Promise<void>((resolve, reject) => {
      const stream = session.request({ ':path': '/' });
      stream.resume();
      stream.on('end', resolve);
      stream.on('error', reject);
    });
    // The session stays open, as a browser's does; server.close alone would wait for it.
    const sessionClosed = new Promise((resolve) => session.once('close', resolve));
    await closeNow(other);
    await sessionClosed;
    expect(other.listening).toBe(false);
  });
});
