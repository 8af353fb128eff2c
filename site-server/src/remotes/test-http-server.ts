import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real HTTP server on a free loopback port, for a test that plays a remote's origin. */
export async function startTestServer(handler: RequestListener): Promise<{ origin: string; close: () => void }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
