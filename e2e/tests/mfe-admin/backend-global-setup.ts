import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalSupabase, waitForHttp } from '../../../scripts/lib/local-supabase-process.ts';
import { ADMIN_NODE_PORT, ADMIN_NODE_URL } from './node-backend.ts';

/** A fresh, seeded local-supabase with a throw-away data directory, like scripts/e2e-site.ts does. */
export default async function setup(): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'riancode-admin-node-'));
  const backend = startLocalSupabase({
    port: ADMIN_NODE_PORT,
    dataDir,
    siteUrl: 'http://localhost:5173',
    quiet: true,
    extraEnv: { RATE_LIMIT_TOKEN_PER_5MIN: '100000', RATE_LIMIT_SIGNUP_PER_HOUR: '100000', LOG_LEVEL: 'silent' },
  });
  const stop = () => {
    backend.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${ADMIN_NODE_URL}/`, 120_000, backend);
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}
