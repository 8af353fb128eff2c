import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalSupabase, waitForHttp } from 'scripts/local-supabase-process';
import { backendFor } from '../../fixtures/backend.ts';
import { ADMIN } from '../../fixtures/site.ts';
import { enrolKnownFactor } from '../../fixtures/totp.ts';
import { ADMIN_NODE_PORT, ADMIN_NODE_URL } from './node-backend.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The TOTP secret of the demo admin's one factor on this backend (enrolled here, once). */
    adminTotpSecret: string;
  }
}

/**
 * A fresh, seeded local-supabase with a throw-away data directory, like scripts/e2e-site.ts does.
 * The demo admin gets its authenticator here, before any test file runs, so the files' admin
 * clients only verify (admin power needs aal2, decision 0028).
 */
export default async function setup(project: TestProject): Promise<() => void> {
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
    const { anonClient, serviceClient } = backendFor(ADMIN_NODE_URL);
    const admin = anonClient();
    const { error } = await admin.auth.signInWithPassword({ email: ADMIN.email, password: ADMIN.password });
    if (error) throw new Error(`sign-in of the demo admin failed: ${error.message}`);
    project.provide('adminTotpSecret', await enrolKnownFactor(admin, serviceClient()));
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}
