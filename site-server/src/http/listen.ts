import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

type FetchCallback = Parameters<typeof serve>[0]['fetch'];

/** Puts a Hono app (its `fetch`) on a port; resolves once it accepts connections, rejects if the port is taken. */
export function listen(fetch: FetchCallback, port: number, host = '127.0.0.1'): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname: host }, () => resolve(server as Server));
    server.once('error', reject);
  });
}

/** The port a listening server got (for port 0). */
export const portOf = (server: Server): number => (server.address() as AddressInfo).port;
