import { decodeProtectedHeader, SignJWT, importJWK, type JWK } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { openJwtKeys } from '../src/auth/signing-keys.ts';
import { generateSigningJwk } from '../src/http/jwt-keys.ts';
import { signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

/** The other signing set-ups of decision 0038: RS256, HS256, and keys given as GOTRUE_JWT_KEYS. */
let server: TestServer | null = null;
afterEach(async () => {
  await server?.stop();
  server = null;
});

async function start(env: Record<string, string>): Promise<TestServer> {
  server = await startTestServer({ env });
  return server;
}

async function jwks(s: TestServer): Promise<JWK[]> {
  return ((await (await fetch(`${s.url}/auth/v1/.well-known/jwks.json`)).json()) as { keys: JWK[] }).keys;
}

async function learnerSession(s: TestServer): Promise<{ token: string; getClaims: () => Promise<{ error: unknown; alg: unknown }> }> {
  const client = await signedInClient(s, 'learner');
  const token = (await client.auth.getSession()).data.session?.access_token ?? '';
  return {
    token,
    getClaims: async () => {
      const { data, error } = await client.auth.getClaims();
      return { error, alg: data?.header.alg };
    },
  };
}

const restStatus = async (s: TestServer, token: string): Promise<number> =>
  (await fetch(`${s.url}/rest/v1/users?select=id`, { headers: { apikey: s.anonKey, authorization: `Bearer ${token}` } })).status;

describe('JWT_SIGNING_ALG', () => {
  it('RS256: a 2048-bit RSA key with kid, published and verified by getClaims()', async () => {
    const s = await start({ JWT_SIGNING_ALG: 'RS256' });
    const keys = await jwks(s);
    expect(keys).toEqual([
      {
        alg: 'RS256',
        e: 'AQAB',
        ext: true,
        key_ops: ['verify'],
        kid: expect.any(String) as string,
        kty: 'RSA',
        n: expect.any(String) as string,
        use: 'sig',
      },
    ]);
    expect(Buffer.from(keys[0]?.n ?? '', 'base64url')).toHaveLength(256);
    const session = await learnerSession(s);
    expect(decodeProtectedHeader(session.token)).toEqual({ alg: 'RS256', kid: keys[0]?.kid, typ: 'JWT' });
    expect(await session.getClaims()).toEqual({ error: null, alg: 'RS256' });
    expect(await restStatus(s, session.token)).toBe(200);
  });

  it('HS256: tokens signed with JWT_SECRET, no kid, an empty JWKS; getClaims() asks GET /user', async () => {
    const s = await start({ JWT_SIGNING_ALG: 'HS256' });
    expect(await jwks(s)).toEqual([]);
    const session = await learnerSession(s);
    expect(decodeProtectedHeader(session.token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(await session.getClaims()).toEqual({ error: null, alg: 'HS256' });
    expect(await restStatus(s, session.token)).toBe(200);
  });

  it('switching algorithms keeps the earlier key verifying (hosted: a previously used key)', async () => {
    const s = await start({});
    const es256 = await learnerSession(s);
    const rotated = await openJwtKeys({ ...s.config, JWT_SIGNING_ALG: 'RS256' }, s.db);
    expect(rotated.signingAlg).toBe('RS256');
    expect(rotated.jwks().keys.map((k) => k.alg)).toEqual(['RS256', 'ES256']);
    // The ES256 token still verifies against the rotated set.
    const [headerB64 = ''] = es256.token.split('.');
    const header = JSON.parse(Buffer.from(headerB64, 'base64url').toString('utf8')) as { alg: string; kid: string };
    await expect(rotated.verificationKey(header)).resolves.toBeDefined();
  });
});

describe('GOTRUE_JWT_KEYS', () => {
  it('signs with the key whose key_ops include "sign"; the other keys only verify', async () => {
    const signing = await generateSigningJwk('ES256');
    const previous = { ...(await generateSigningJwk('RS256')), key_ops: ['verify'] };
    const s = await start({ GOTRUE_JWT_KEYS: JSON.stringify([previous, signing]) });
    expect((await jwks(s)).map((k) => k.kid)).toEqual([signing.kid, previous.kid]);
    const session = await learnerSession(s);
    expect(decodeProtectedHeader(session.token).kid).toBe(signing.kid);
    // A token the previous key signed (before the rotation) is still accepted.
    const now = Math.floor(Date.now() / 1000);
    const old = await new SignJWT({ role: 'authenticated', aud: 'authenticated', sub: crypto.randomUUID(), iat: now, exp: now + 600 })
      .setProtectedHeader({ alg: 'RS256', kid: previous.kid ?? '', typ: 'JWT' })
      .sign(await importJWK({ ...previous, key_ops: undefined, use: undefined, ext: undefined }, 'RS256'));
    expect(await restStatus(s, old)).toBe(200);
  });

  it('refuses keys GoTrue refuses: none or two signing keys, a public signing key, not JSON', async () => {
    const a = await generateSigningJwk('ES256');
    const b = await generateSigningJwk('ES256');
    const { d: _private, ...publicOnly } = a;
    const cases: [string, RegExp][] = [
      [JSON.stringify([{ ...a, key_ops: ['verify'] }]), /no signing key detected/],
      [JSON.stringify([a, b]), /multiple signing keys detected, only 1 signing key is supported/],
      [JSON.stringify([publicOnly]), /the signing key must be a private JWK/],
      ['not json', /GOTRUE_JWT_KEYS is not JSON/],
    ];
    const base = await start({});
    for (const [raw, message] of cases) {
      await expect(openJwtKeys({ ...base.config, GOTRUE_JWT_KEYS: raw }, base.db)).rejects.toThrow(message);
    }
  });
});
