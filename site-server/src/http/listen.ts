import type { Server } from 'node:http';
import { createSecureServer, type Http2SecureServer, type ServerHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

type FetchCallback = Parameters<typeof serve>[0]['fetch'];

/** A certificate and its key (PEM): given, the server speaks HTTPS, HTTP/2 where the client offers it. */
export interface TlsFiles {
  cert: string;
  key: string;
}

/**
 * Puts a Hono app (its `fetch`) on a port; resolves once it accepts connections, rejects if the port is taken.
 * With `tls` it speaks HTTP/2 over TLS (HTTP/1.1 too, for clients that do not offer h2), as the load balancer
 * and CDN in front of the site do in production: over HTTP/1.1 a browser opens six connections per host and a
 * page's ~60 modules queue for them, a round trip each.
 */
export function listen(fetch: FetchCallback, port: number, host = '127.0.0.1', tls?: TlsFiles): Promise<Server> {
  return new Promise((resolve, reject) => {
    const options = tls ? { createServer: createSecureServer, serverOptions: { cert: tls.cert, key: tls.key, allowHTTP1: true } } : {};
    const server = serve({ fetch, port, hostname: host, ...options }, () => resolve(server as Server));
    server.once('error', reject);
    if (tls) {
      const open = new Set<ServerHttp2Session>();
      sessions.set(server as Server, open);
      (server as Http2SecureServer).on('session', (session) => {
        open.add(session);
        session.once('close', () => open.delete(session));
      });
    }
  });
}

/**
 * Stops listening and ends every open connection at once (a browser keeps idle ones open): HTTP/1.1 connections
 * and, for a server started with `tls`, its HTTP/2 sessions, which `closeAllConnections` does not know.
 */
export function closeNow(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof server.closeAllConnections === 'function') server.closeAllConnections();
  for (const session of sessions.get(server) ?? []) session.destroy();
  return closed;
}

/** The open HTTP/2 sessions of each server started with `tls`. */
const sessions = new WeakMap<Server, Set<ServerHttp2Session>>();

/** The port a listening server got (for port 0). */
export const portOf = (server: Server): number => (server.address() as AddressInfo).port;
