import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../src/http/jwt.ts';
import { anonClient, serviceClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const json = async (response: Response): Promise<Record<string, unknown>> => (await response.json()) as Record<string, unknown>;
const now = () => Math.floor(Date.now() / 1000);

/** The anon key with its payload swapped for a service_role one, keeping the old signature. */
function tamper(token: string): string {
  const [header, , signature] = token.split('.');
  const forged = Buffer.from(JSON.stringify({ role: 'service_role', iss: 'supabase-demo', exp: now() + 3600 })).toString('base64url');
  return `${header ?? ''}.${forged}.${signature ?? ''}`;
}

describe('JWTs the server refuses', () => {
  const restGet = (token: string) =>
    fetch(`${server.url}/rest/v1/course_catalog?select=id`, { headers: { apikey: server.anonKey, authorization: `Bearer ${token}` } });
  const authGet = (token: string) =>
    fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.anonKey, authorization: `Bearer ${token}` } });

  it('accepts the anon key', async () => {
    expect((await restGet(server.anonKey)).status).toBe(200);
  });

  it('refuses a tampered token: PGRST301 on /rest, bad_jwt on /auth', async () => {
    const rest = await restGet(tamper(server.anonKey));
    expect(rest.status).toBe(401);
    expect(await json(rest)).toMatchObject({ code: 'PGRST301', details: null, hint: null });
    const auth = await authGet(tamper(server.anonKey));
    expect(auth.status).toBe(403);
    expect(auth.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await json(auth)).toMatchObject({ code: 'bad_jwt' });
  });

  it('refuses an expired token with PGRST303', async () => {
    const expired = await signJwt(
      { role: 'authenticated', sub: crypto.randomUUID(), iat: now() - 7200, exp: now() - 3600 },
      server.jwtSecret,
    );
    const rest = await restGet(expired);
    expect(rest.status).toBe(401);
    expect(await json(rest)).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    expect((await authGet(expired)).status).toBe(403);
  });

  it('refuses a correctly signed token claiming another role', async () => {
    for (const role of ['postgres', 'supabase_admin', 'authenticator']) {
      const foreign = await signJwt({ role, exp: now() + 3600 }, server.jwtSecret);
      const rest = await restGet(foreign);
      expect(rest.status).toBe(401);
      expect(await json(rest)).toMatchObject({ code: 'PGRST303' });
      expect((await authGet(foreign)).status).toBe(403);
    }
  });

  it('refuses a request without any key', async () => {
    const response = await fetch(`${server.url}/rest/v1/course_catalog?select=id`);
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ message: 'No API key found in request' });
  });

  it('surfaces the refusal through supabase-js', async () => {
    const client = anonClient({ ...server, anonKey: tamper(server.anonKey) });
    const { error } = await client.from('course_catalog').select('id');
    expect(error?.code).toBe('PGRST301');
  });
});

describe('bad requests get Supabase-shaped answers', () => {
  it('malformed JSON on /auth is 400 bad_json', async () => {
    const response = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: '{"email": "a@b.c", ',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await json(response)).toMatchObject({ code: 'bad_json' });
  });

  it('an oversized body is 413 on /auth and /rest', async () => {
    const big = JSON.stringify({
      email: 'big@example.com',
      password: 'secret-123',
      data: { blob: 'x'.repeat(server.config.MAX_BODY_BYTES) },
    });
    const auth = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: big,
    });
    expect(auth.status).toBe(413);
    expect(await json(auth)).toMatchObject({ code: 'request_too_large' });
    const rest = await fetch(`${server.url}/rest/v1/reviews`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: big,
    });
    expect(rest.status).toBe(413);
    expect(await json(rest)).toMatchObject({ code: 'PGRST413', details: null, hint: null });
  });

  it('an unknown auth route is a GoTrue 404', async () => {
    const response = await fetch(`${server.url}/auth/v1/nope`, { headers: { apikey: server.anonKey } });
    expect(response.status).toBe(404);
    expect(await json(response)).toMatchObject({ code: 'not_found' });
  });
});

describe('CORS', () => {
  it('answers the preflight with the headers supabase-js sends', async () => {
    const response = await fetch(`${server.url}/rest/v1/course_catalog`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5001',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers':
          'apikey,authorization,x-client-info,accept-profile,content-profile,prefer,content-type,range,x-supabase-api-version',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5001');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of [
      'apikey',
      'authorization',
      'x-client-info',
      'accept-profile',
      'content-profile',
      'prefer',
      'range',
      'x-supabase-api-version',
    ]) {
      expect(allowed).toContain(header);
    }
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
  });

  it('exposes Content-Range and X-Supabase-Api-Version', async () => {
    const response = await fetch(`${server.url}/rest/v1/course_catalog?select=id`, {
      headers: { apikey: server.anonKey, origin: 'http://localhost:5173' },
    });
    const exposed = (response.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    expect(exposed).toContain('content-range');
    expect(exposed).toContain('x-supabase-api-version');
  });
});

describe('admin API', () => {
  it('needs the service key', async () => {
    const response = await fetch(`${server.url}/auth/v1/admin/users`, { headers: { apikey: server.anonKey } });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({ code: 'not_admin' });
  });

  it('creates, lists and deletes users', async () => {
    const admin = serviceClient(server).auth.admin;
    const created = await admin.createUser({ email: 'made-by-admin@example.com', password: 'secret-123', email_confirm: true });
    expect(created.error).toBeNull();
    const id = created.data.user?.id ?? '';
    const listed = await admin.listUsers({ page: 1, perPage: 100 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((u) => u.email)).toContain('made-by-admin@example.com');
    const signIn = await anonClient(server).auth.signInWithPassword({ email: 'made-by-admin@example.com', password: 'secret-123' });
    expect(signIn.error).toBeNull();
    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error?.status).toBe(404);
  });
});

describe('settings and keys', () => {
  it('publishes settings and the ES256 public key (test/auth-keys.test.ts goes further)', async () => {
    const settings = await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.anonKey } });
    expect(await json(settings)).toMatchObject({ external: { email: true, google: true }, disable_signup: false });
    const jwks = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
    expect(await json(jwks)).toMatchObject({ keys: [{ alg: 'ES256', kty: 'EC', use: 'sig', key_ops: ['verify'] }] });
  });
});

describe('rate limits (lowered for this test; GoTrue-like defaults in src/config.ts)', () => {
  it('answers 429 over_request_rate_limit past the sign-in limit', async () => {
    const strict = await startTestServer({ env: { RATE_LIMIT_TOKEN_PER_5MIN: '3', RATE_LIMIT_SIGNUP_PER_HOUR: '2' } });
    try {
      const attempt = () => anonClient(strict).auth.signInWithPassword({ email: 'learner@riancode.dev', password: 'wrong-password' });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).error?.code).toBe('invalid_credentials');
      const limited = await attempt();
      expect(limited.error?.status).toBe(429);
      expect(limited.error?.code).toBe('over_request_rate_limit');

      const signUp = (n: number) => anonClient(strict).auth.signUp({ email: `burst${n}@example.com`, password: 'secret-123' });
      expect((await signUp(1)).error).toBeNull();
      expect((await signUp(2)).error).toBeNull();
      expect((await signUp(3)).error?.status).toBe(429);
    } finally {
      await strict.stop();
    }
  });
});
