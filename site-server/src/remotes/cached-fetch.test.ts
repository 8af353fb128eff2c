import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedFetch } from './cached-fetch.ts';
import { startTestServer } from './test-http-server.ts';

/** What the remote's origin does with the next request: answer, never answer, say 404, or send garbage. */
type Mode = { kind: 'answer'; version: number } | { kind: 'silent' } | { kind: 'missing' } | { kind: 'garbage' };

describe('cachedFetch', () => {
  let server: { origin: string; close: () => void };
  let mode: Mode = { kind: 'silent' };
  beforeAll(async () => {
    server = await startTestServer((_req, res) => {
      if (mode.kind === 'silent') return; // no answer at all: the reader's timeout is what ends the request
      if (mode.kind === 'missing') return void res.writeHead(404).end();
      res.setHeader('Content-Type', 'application/json');
      res.end(mode.kind === 'garbage' ? '{"version":' : JSON.stringify({ version: mode.version }));
    });
  });
  afterAll(() => server.close());

  // ttlMs 0: every call asks the origin again, as a call does once the remembered answer has aged.
  const reader = () => cachedFetch((response) => response.json() as Promise<{ version: number }>, { ttlMs: 0, timeoutMs: 200 });
  const url = () => `${server.origin}/mf-manifest.json`;

  it('is null while the origin has never answered', async () => {
    mode = { kind: 'silent' };
    await expect(reader()(url())).resolves.toBeNull();
  });

  it('keeps what the origin said last while it does not answer, or answers garbage', async () => {
    const read = reader();
    mode = { kind: 'answer', version: 1 };
    await expect(read(url())).resolves.toEqual({ version: 1 });
    mode = { kind: 'silent' };
    await expect(read(url())).resolves.toEqual({ version: 1 });
    mode = { kind: 'garbage' };
    await expect(read(url())).resolves.toEqual({ version: 1 });
    mode = { kind: 'answer', version: 2 };
    await expect(read(url())).resolves.toEqual({ version: 2 });
  });

  it('is null once the origin says the file is gone (a remote that no longer renders on the server)', async () => {
    const read = reader();
    mode = { kind: 'answer', version: 1 };
    await expect(read(url())).resolves.toEqual({ version: 1 });
    mode = { kind: 'missing' };
    await expect(read(url())).resolves.toBeNull();
    mode = { kind: 'silent' };
    await expect(read(url())).resolves.toBeNull();
  });
});
