import { describe, expect, it } from 'vitest';
import { assertOk, refusalKey, unwrap, unwrapMaybe } from './answer.ts';

describe('unwrap', () => {
  it('gives the data, throws the error as it came, and calls missing data "no row"', () => {
    expect(unwrap({ data: [1], error: null })).toEqual([1]);
    const refused = { message: 'order_expired', code: 'P0001' };
    expect(() => unwrap({ data: null, error: refused })).toThrow(expect.objectContaining(refused));
    expect(() => unwrap({ data: null, error: null })).toThrow(expect.objectContaining({ code: 'PGRST116' }));
  });

  it('lets a write without an answer through unless it failed', () => {
    expect(() => assertOk({ error: null })).not.toThrow();
    expect(() => assertOk({ error: { message: 'denied', code: '42501' } })).toThrow('denied');
  });
});

describe('refusalKey', () => {
  const refusal = (key: string) => ({ code: 'P0001', message: key, details: null, hint: null });
  const known = { coupon_unknown: 'ไม่พบรหัสคูปองนี้', order_expired: 'หมดอายุ' };

  it('names a rule the database refused, when the caller has words for it', () => {
    expect(refusalKey(refusal('order_expired'), known)).toBe('order_expired');
    expect(refusalKey(refusal('post_rate_limited'), known)).toBeNull();
  });

  it('names any refused rule when no table is given', () => {
    expect(refusalKey(refusal('post_rate_limited'))).toBe('post_rate_limited');
  });

  it('is null for every other failure: another code, a network error, nothing thrown as an object', () => {
    expect(refusalKey({ code: '42501', message: 'order_expired' }, known)).toBeNull();
    expect(refusalKey(new TypeError('Failed to fetch'), known)).toBeNull();
    expect(refusalKey('order_expired', known)).toBeNull();
    expect(refusalKey(null)).toBeNull();
    // A key that is an Object.prototype name is not a known key.
    expect(refusalKey(refusal('toString'), known)).toBeNull();
  });
});

describe('unwrapMaybe', () => {
  it('gives the row, null for no row, and throws an error as it came', () => {
    expect(unwrapMaybe({ data: { id: 1 }, error: null })).toEqual({ id: 1 });
    expect(unwrapMaybe({ data: null, error: null })).toBeNull();
    const refused = { message: 'permission denied', code: '42501' };
    expect(() => unwrapMaybe({ data: null, error: refused })).toThrow(expect.objectContaining(refused));
  });
});
