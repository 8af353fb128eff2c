import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCluster } from './postgres-cluster.ts';
import { findPostgresBin } from './postgres-install.ts';

const bin = findPostgresBin();

describe('throw-away PostgreSQL cluster', () => {
  it.skipIf(!bin)(
    'starts on loopback, accepts the superuser without a password, and is gone after stop()',
    async () => {
      const cluster = await startCluster(bin ?? '');
      try {
        expect(cluster.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
        const sql = "select current_setting('is_superuser') || ' ' || current_setting('listen_addresses')";
        const psql = spawnSync(join(bin ?? '', 'psql'), [cluster.url, '-Atc', sql], { encoding: 'utf8' });
        expect(psql.stderr).toBe('');
        expect(psql.stdout.trim()).toBe('on 127.0.0.1');
      } finally {
        cluster.stop();
      }
      expect(existsSync(cluster.dir)).toBe(false);
      cluster.stop(); // idempotent: an exit hook may call it again
    },
    60_000,
  );
});
