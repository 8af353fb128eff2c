import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { FUNCTIONS_DIR as SCHOOL_FUNCTIONS_DIR } from 'supabase/schema-files';
import { DENO_DIR, denoBinary, functionEntries, MODULE_FLAGS } from '../src/functions/deno-runtime.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

// The /functions/v1 gateway running the test functions in test/edge-functions/functions with Deno:
// hosted's JWT rule (config.toml's verify_jwt), the environment, CORS left to the function, a crash.

const FUNCTIONS_DIR = fileURLToPath(new URL('./edge-functions/functions', import.meta.url));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { FUNCTIONS_DIR } });
});
afterAll(async () => {
  await server.stop();
});

interface Echo {
  method: string;
  path: string;
  search: string;
  body: string | null;
  authorization: string | null;
  env: {
    SUPABASE_URL: string | null;
    hasAnonKey: boolean;
    hasServiceRoleKey: boolean;
    ECHO_SECRET: string | null;
    HOME_SHELL: string | null;
  };
}

/** functions-js types the error as `any`; the tests look at it as unknown. */
async function invoke(
  client: SupabaseClient,
  name: string,
  options: { body?: Record<string, unknown>; method?: 'GET' | 'POST' } = {},
): Promise<{ data: Echo | null; error: unknown }> {
  const result = await client.functions.invoke<Echo>(name, options);
  const error: unknown = result.error;
  return { data: result.data, error };
}

describe('supabase.functions.invoke', () => {
  it('runs the function in Deno with the anon key, giving it the project URL, keys and the .env secrets', async () => {
    const { data, error } = await invoke(anonClient(server), 'echo', { body: { hello: 'world' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo',
      body: JSON.stringify({ hello: 'world' }),
      authorization: `Bearer ${server.anonKey}`,
      env: { SUPABASE_URL: server.url, hasAnonKey: true, hasServiceRoleKey: true, ECHO_SECRET: 'from the env file', HOME_SHELL: null },
    });
  });

  it("accepts a signed-in user's token and passes sub-paths and the query on", async () => {
    const client = await signedInClient(server, 'learner');
    const { data: session } = await client.auth.getSession();
    const { data, error } = await invoke(client, 'echo/deeper?x=1', { method: 'GET' });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'GET',
      path: '/echo/deeper',
      search: '?x=1',
      authorization: `Bearer ${session.session?.access_token}`,
    });
  });
});

describe('JWT verification at the gateway', () => {
  const call = (name: string, headers: Record<string, string> = {}, method = 'POST'): Promise<Response> =>
    fetch(`${server.url}/functions/v1/${name}`, { method, headers });

  it('refuses a request without Authorization as hosted does', async () => {
    const response = await call('echo');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: 'Missing authorization header' });
  });

  it('refuses a token not signed with the project secret', async () => {
    const forged = server.anonKey.replace(/\.[^.]+$/, '.c2lnbmF0dXJl');
    const response = await call('echo', { authorization: `Bearer ${forged}` });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: 'Invalid JWT' });
  });

  it('lets anyone call a function with verify_jwt = false in config.toml', async () => {
    const response = await call('open-echo');
    expect(response.status).toBe(200);
    expect(((await response.json()) as Echo).authorization).toBeNull();
  });

  it('passes a CORS preflight to the function unchecked, which answers it itself', async () => {
    const response = await call('echo', { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' }, 'OPTIONS');
    expect(response.status).toBe(200);
    expect(((await response.json()) as Echo).method).toBe('OPTIONS');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 404 for a function that does not exist, through supabase-js too', async () => {
    const response = await call('no-such-function', { authorization: `Bearer ${server.anonKey}` });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
    const { error } = await invoke(anonClient(server), 'no-such-function');
    expect(error).toBeInstanceOf(FunctionsHttpError);
  });
});

describe('a function that cannot start', () => {
  it('answers 503 BOOT_ERROR when an import is not in the cache: Deno never fetches at run time', async () => {
    const response = await fetch(`${server.url}/functions/v1/uncached`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
  });
});

describe('a function that crashes', () => {
  it('answers 500 WORKER_ERROR, then runs again on the next request', async () => {
    const crashed = await fetch(`${server.url}/functions/v1/crash?exit=1`);
    expect(crashed.status).toBe(500);
    expect(await crashed.json()).toEqual({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
    const again = await fetch(`${server.url}/functions/v1/crash`);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe('alive');
  });
});

describe('the Deno code', () => {
  it("type-checks, the school's functions and these tests' (ESLint and tsc do not read Deno code)", async () => {
    // `uncached` is meant not to resolve offline.
    const entries = [
      ...functionEntries(SCHOOL_FUNCTIONS_DIR),
      ...functionEntries(FUNCTIONS_DIR).filter((entry) => !entry.includes('/uncached/')),
    ];
    expect(entries.length).toBeGreaterThanOrEqual(5);
    const checked = await promisify(execFile)(denoBinary(), ['check', '--cached-only', ...MODULE_FLAGS, ...entries], {
      env: { ...process.env, DENO_DIR, NO_COLOR: '1' },
    }).then(
      () => 'ok',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    expect(checked).toBe('ok');
  }, 180_000);
});
