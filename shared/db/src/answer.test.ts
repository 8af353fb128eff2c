import { describe, expect, it } from 'vitest';
import { assertOk, unwrap } from './answer.ts';

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
