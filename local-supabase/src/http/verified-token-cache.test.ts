import { afterEach, describe, expect, it, vi } from 'vitest';
import { JwtRejected, signJwt } from './jwt.ts';
import { verifyJwtCached } from './verified-token-cache.ts';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';
const now = () => Math.floor(Date.now() / 1000);

afterEach(() => {
  vi.useRealTimers();
});

describe('verified token cache', () => {
  it('answers a known token with the same claims, frozen', async () => {
    const token = await signJwt({ role: 'anon', exp: now() + 600 }, SECRET);
    const first = await verifyJwtCached(token, SECRET);
    const again = await verifyJwtCached(token, SECRET);
    expect(again).toBe(first);
    expect(first.role).toBe('anon');
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('still refuses a cached token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await signJwt({ role: 'authenticated', sub: 'u1', exp: now() + 60 }, SECRET);
    await expect(verifyJwtCached(token, SECRET)).resolves.toMatchObject({ sub: 'u1' });
    vi.setSystemTime(Date.now() + 61_000);
    await expect(verifyJwtCached(token, SECRET)).rejects.toEqual(new JwtRejected('expired', 'JWT expired'));
  });

  it('refuses a token not yet valid (nbf) until its time comes, even after it was once accepted', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await signJwt({ role: 'anon', nbf: now() - 1, exp: now() + 600 }, SECRET);
    await verifyJwtCached(token, SECRET);
    vi.setSystemTime(Date.now() - 10_000);
    await expect(verifyJwtCached(token, SECRET)).rejects.toBeInstanceOf(JwtRejected);
  });

  it('never lets a cached token pass under another secret, nor a forged one', async () => {
    const token = await signJwt({ role: 'service_role', exp: now() + 600 }, SECRET);
    await verifyJwtCached(token, SECRET);
    await expect(verifyJwtCached(token, `${SECRET}-other`)).rejects.toBeInstanceOf(JwtRejected);
    const [header, payload] = token.split('.');
    await expect(verifyJwtCached(`${header}.${payload}.forged`, SECRET)).rejects.toBeInstanceOf(JwtRejected);
  });
});
