import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { startLocalSupabase, waitForHttp } from '../../../scripts/lib/local-supabase-process.ts';
import { E2E_SUPABASE_URL } from '../../fixtures/site.ts';
import { E2E_PORTS } from '../../../scripts/lib/ports.ts';

/**
 * Uses the e2e backend when one already answers (a running e2e site); otherwise starts a fresh,
 * seeded local-supabase on the e2e port with a throw-away data directory, like scripts/e2e-site.ts.
 */
export default async function setup(): Promise<() => void> {
  if (await answers(E2E_SUPABASE_URL)) return () => undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'riancode-admin-node-'));
  const backend: ChildProcess = startLocalSupabase({
    port: E2E_PORTS.localSupabase,
    dataDir,
    siteUrl: `http://localhost:${E2E_PORTS.shell}`,
    quiet: true,
    extraEnv: { RATE_LIMIT_TOKEN_PER_5MIN: '100000', RATE_LIMIT_SIGNUP_PER_HOUR: '100000', LOG_LEVEL: 'silent' },
  });
  await waitForHttp(`${E2E_SUPABASE_URL}/`, 120_000, backend);
  return () => {
    backend.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/`)).status < 500;
  } catch {
    return false;
  }
}
