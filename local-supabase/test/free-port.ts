import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Ports are drawn from below the kernel's ephemeral range. A port the kernel hands out (`listen(0)`)
 * is the very one it may give an outgoing connection — each test server opens dozens to PostgreSQL —
 * between our probe and the server's listen, which is how CI once failed with EADDRINUSE. A port
 * below that range is only ever taken by someone who asks for it by number.
 */
const LOWEST = 20_000;

function ephemeralRangeStart(): number {
  try {
    const [start] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const value = Number(start);
    return Number.isInteger(value) && value > LOWEST + 1_000 ? value : 32_768;
  } catch {
    return 32_768; // not Linux: the IANA dynamic range starts at 49152, Linux's default at 32768
  }
}

const HIGHEST = ephemeralRangeStart() - 1;

function probe(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port free right now on loopback; links in e-mails need the real port before the app starts. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST + 1));
    if (await probe(port)) return port;
  }
  throw new Error(`no free loopback port found between ${LOWEST} and ${HIGHEST}`);
}

/** True when an error is a listen that lost its port to another process. */
export function isAddressInUse(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EADDRINUSE';
}
