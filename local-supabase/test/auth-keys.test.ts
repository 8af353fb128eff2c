import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openJwtKeys } from '../src/auth/signing-keys.ts';
import { loadConfig } from '../src/config.ts';
import { DEMO_ACCOUNTS } from '../src/demo-accounts.ts';
import { signJwt } from '../src/http/jwt.ts';
import { startServer } from '../src/start.ts';
import { anonClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * Asymmetric signing keys as on a new hosted project (decision 0038): user access tokens are
 * ES256 with a kid, the public key is at /auth/v1/.well-known/jwks.json, getClaims() verifies
 * locally with it, and the legacy HS256 anon/service_role keys keep working.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const learner = DEMO_ACCOUNTS.find((a) => a.role === 'learner') ?? DEMO_ACCOUNTS[0];
const json = async (response: Response): Promise<Record<string, unknown>> => (await response.json()) as Record<string, unknown>;
const bearer = (token: string) => ({ apikey: server.anonKey, authorization: `Bearer ${token}` });

/** A client whose requests are recorded, with a JWKS cache of its own (auth-js keys it by storageKey). */
function recordingClient(url: string, anonKey: string, storageKey: string): { client: SupabaseClient; paths: string[] } {
  const paths: string[] = [];
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey },
    realtime: { transport: WebSocket as unknown as NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport'] },
    global: {
      fetch: (input, init) => {
        paths.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
        return fetch(input, init);
      },
    },
  }) as SupabaseClient;
  return { client, paths };
}

async function learnerToken(): Promise<string> {
  const client = await signedInClient(server, 'learner');
  return (await client.auth.getSession()).data.session?.access_token ?? '';
}

describe('JWKS', () => {
  it('publishes the public ES256 key as hosted does, never a private member', async () => {
    const response = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toEqual({
      alg: 'ES256',
      crv: 'P-256',
      ext: true,
      key_ops: ['verify'],
      kid: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      kty: 'EC',
      use: 'sig',
      x: expect.any(String) as string,
      y: expect.any(String) as string,
    });
  });

  it('needs no apikey (GoTrue serves it before any key check)', async () => {
    expect((await fetch(`${server.url}/auth/v1/.well-known/jwks.json`)).status).toBe(200);
  });
});

describe('user access tokens', () => {
  it('are ES256 with the published kid, and carry GoTrue claims', async () => {
    const token = await learnerToken();
    const header = decodeProtectedHeader(token);
    const { keys } = (await json(await fetch(`${server.url}/auth/v1/.well-known/jwks.json`))) as { keys: { kid: string }[] };
    expect(header).toEqual({ alg: 'ES256', kid: keys[0]?.kid, typ: 'JWT' });
  });

  it('are accepted by PostgREST, Storage and GoTrue', async () => {
    const token = await learnerToken();
    expect((await fetch(`${server.url}/rest/v1/users?select=id`, { headers: bearer(token) })).status).toBe(200);
    expect((await fetch(`${server.url}/storage/v1/bucket`, { headers: bearer(token) })).status).toBe(200);
    expect((await fetch(`${server.url}/auth/v1/user`, { headers: bearer(token) })).status).toBe(200);
  });

  it('getClaims() verifies them locally: one JWKS fetch, then the cache, never GET /user', async () => {
    const { client, paths } = recordingClient(server.url, server.anonKey, 'sb-keys-claims');
    expect((await client.auth.signInWithPassword({ email: learner.email, password: learner.password })).error).toBeNull();
    paths.length = 0;
    const first = await client.auth.getClaims();
    expect(first.error).toBeNull();
    expect(first.data?.header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    expect(first.data?.claims).toMatchObject({
      role: 'authenticated',
      aud: 'authenticated',
      email: learner.email,
      is_anonymous: false,
      aal: 'aal1',
    });
    const second = await client.auth.getClaims();
    expect(second.error).toBeNull();
    expect(paths).toEqual(['/auth/v1/.well-known/jwks.json']);
  });

  it('getClaims() refuses a token whose payload was changed', async () => {
    const token = await learnerToken();
    const [header = '', payload = '', signature = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString('base64url')}.${signature}`;
    const { error } = await anonClient(server).auth.getClaims(forged);
    expect(error?.message).toBe('Invalid JWT signature');
    const rest = await fetch(`${server.url}/rest/v1/users?select=id`, { headers: bearer(forged) });
    expect(rest.status).toBe(401);
    expect(await json(rest)).toMatchObject({ code: 'PGRST301' });
    const auth = await fetch(`${server.url}/auth/v1/user`, { headers: bearer(forged) });
    expect(auth.status).toBe(403);
    expect(await json(auth)).toMatchObject({ error_code: 'bad_jwt' });
  });

  it('a kid this project does not have is refused (GoTrue: invalid kid)', async () => {
    const token = await learnerToken();
    const [, payload = '', signature = ''] = token.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'ES256', kid: '00000000-0000-4000-8000-000000000000', typ: 'JWT' })).toString(
      'base64url',
    );
    const unknown = `${header}.${payload}.${signature}`;
    const auth = await fetch(`${server.url}/auth/v1/user`, { headers: bearer(unknown) });
    expect(auth.status).toBe(403);
    expect(await json(auth)).toMatchObject({
      error_code: 'bad_jwt',
      msg: 'invalid JWT: unable to parse or verify signature, invalid kid: 00000000-0000-4000-8000-000000000000',
    });
    expect((await fetch(`${server.url}/rest/v1/users?select=id`, { headers: bearer(unknown) })).status).toBe(401);
  });

  it('an ES256 header cannot make the HS256 secret verify a token (no algorithm confusion)', async () => {
    const hs = await signJwt({ role: 'service_role', exp: Math.floor(Date.now() / 1000) + 600 }, server.jwtSecret);
    const [, payload = '', signature = ''] = hs.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'ES256', typ: 'JWT' })).toString('base64url');
    expect((await fetch(`${server.url}/rest/v1/users?select=id`, { headers: bearer(`${header}.${payload}.${signature}`) })).status).toBe(
      401,
    );
  });
});

describe('legacy HS256 keys', () => {
  it('the anon and service_role keys stay valid on every surface', async () => {
    for (const key of [server.anonKey, server.serviceRoleKey]) {
      expect(decodeProtectedHeader(key).alg).toBe('HS256');
      const headers = { apikey: key, authorization: `Bearer ${key}` };
      expect((await fetch(`${server.url}/rest/v1/course_catalog?select=id&limit=1`, { headers })).status).toBe(200);
      expect((await fetch(`${server.url}/storage/v1/bucket`, { headers })).status).toBe(200);
    }
    expect(
      (
        await fetch(`${server.url}/auth/v1/admin/users`, {
          headers: { apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}` },
        })
      ).status,
    ).toBe(200);
  });

  it('an HS256 user token signed with the JWT secret is still accepted (legacy secret not revoked)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signJwt(
      { role: 'authenticated', aud: 'authenticated', sub: crypto.randomUUID(), iat: now, exp: now + 600 },
      server.jwtSecret,
    );
    expect((await fetch(`${server.url}/rest/v1/course_catalog?select=id&limit=1`, { headers: bearer(token) })).status).toBe(200);
  });
});

describe('persistence', () => {
  it('the stored key pair is what a restarted server signs with (both engines)', async () => {
    const reopened = await openJwtKeys(server.config, server.db);
    const { keys } = (await json(await fetch(`${server.url}/auth/v1/.well-known/jwks.json`))) as { keys: { kid: string }[] };
    expect(reopened.signingAlg).toBe('ES256');
    expect(reopened.signingKid).toBe(keys[0]?.kid);
    expect(reopened.jwks().keys).toHaveLength(1);
  });

  // PGlite only: with DATABASE_URL the harness drops each test's database at stop.
  it.skipIf(Boolean(process.env['DATABASE_URL']))(
    'a signed-in session survives a restart on the same data directory',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'local-supabase-keys-restart-'));
      try {
        const first = await startTestServer({ env: { DATA_DIR: dataDir } });
        const client = anonClient(first);
        expect((await client.auth.signInWithPassword({ email: learner.email, password: learner.password })).error).toBeNull();
        const token = (await client.auth.getSession()).data.session?.access_token ?? '';
        await first.stop();

        const config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent' });
        const second = await startServer(config);
        try {
          const headers = { apikey: config.ANON_KEY, authorization: `Bearer ${token}` };
          expect((await fetch(`${second.url}/rest/v1/users?select=id`, { headers })).status).toBe(200);
          expect((await fetch(`${second.url}/auth/v1/user`, { headers })).status).toBe(200);
          const { error } = await anonClient({
            url: second.url,
            anonKey: config.ANON_KEY,
            serviceRoleKey: config.SERVICE_ROLE_KEY,
          }).auth.getClaims(token);
          expect(error).toBeNull();
        } finally {
          await second.stop();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
