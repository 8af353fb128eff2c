import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startServer } from '../src/start.ts';
import { serviceClient } from './clients.ts';
import { startTestServer } from './harness.ts';

// Objects live in `<DATA_DIR>/storage` beside PGlite's own files: both must survive a restart.
// PGlite only: with DATABASE_URL the harness drops each test's database at stop.
const dataDir = mkdtempSync(join(tmpdir(), 'local-supabase-storage-restart-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env['DATABASE_URL']))('objects on disk', () => {
  it('keeps buckets, rows and bytes across a restart on the same data directory', async () => {
    const first = await startTestServer({ env: { DATA_DIR: dataDir } });
    expect(first.storageDir).toBe(join(dataDir, 'storage'));
    const service = serviceClient(first);
    expect((await service.storage.createBucket('kept')).error).toBeNull();
    expect(
      (await service.storage.from('kept').upload('a/b.txt', Buffer.from('still here'), { contentType: 'text/plain' })).error,
    ).toBeNull();
    await first.stop();

    const config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent' });
    const second = await startServer(config);
    try {
      const again = serviceClient({ url: second.url, anonKey: config.ANON_KEY, serviceRoleKey: config.SERVICE_ROLE_KEY });
      const { data, error } = await again.storage.from('kept').download('a/b.txt');
      expect(error).toBeNull();
      expect(await data?.text()).toBe('still here');
      expect((await again.storage.from('kept').list('a')).data?.map((o) => o.name)).toEqual(['b.txt']);
    } finally {
      await second.stop();
    }
    // Two PGlite starts inside one test: more than the default 30 s on a loaded 2-core runner.
  }, 120_000);
});
