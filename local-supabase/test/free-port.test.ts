import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, isAddressInUse } from './free-port.ts';

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('freePort', () => {
  it('gives a listenable port below the range the kernel hands out on its own', async () => {
    const [ephemeralStart] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(20_000);
    expect(port).toBeLessThan(Number(ephemeralStart));
    const server = await listen(port);
    await new Promise((resolve) => server.close(resolve));
  });

  it('tells a lost port from other listen errors', async () => {
    const held = await listen(await freePort());
    const address = held.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const lost = await listen(port).then(
      () => null,
      (error: unknown) => error,
    );
    await new Promise((resolve) => held.close(resolve));
    expect(isAddressInUse(lost)).toBe(true);
    expect(isAddressInUse(new Error('boom'))).toBe(false);
  });
});
