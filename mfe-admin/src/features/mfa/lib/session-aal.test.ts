import { describe, expect, it } from 'vitest';
import { sessionAal } from './session-aal.ts';

const token = (claims: object): string => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;

describe('sessionAal', () => {
  it('reads aal2 from a token whose session verified a TOTP code', () => {
    expect(sessionAal(token({ sub: 'u1', aal: 'aal2', amr: [{ method: 'totp' }] }))).toBe('aal2');
  });

  it('treats aal1, a missing claim, no token and garbage as aal1', () => {
    expect(sessionAal(token({ aal: 'aal1' }))).toBe('aal1');
    expect(sessionAal(token({ sub: 'u1' }))).toBe('aal1');
    expect(sessionAal(undefined)).toBe('aal1');
    expect(sessionAal('not-a-jwt')).toBe('aal1');
    expect(sessionAal('a.!!!.b')).toBe('aal1');
  });
});
