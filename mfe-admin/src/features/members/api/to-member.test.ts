import { describe, expect, it } from 'vitest';
import { toMember } from './types.ts';

const row = { id: 'u1', email: null, name: 'สมชาย', role: 'admin', level: 2, status: 'inactive', created_at: '2026-11-01T00:00:00Z' };

describe('toMember', () => {
  it('keeps the row and narrows its role and status', () => {
    expect(toMember(row)).toEqual(row);
  });

  it('fails loudly on a role or status the code does not know', () => {
    expect(() => toMember({ ...row, role: 'owner' })).toThrow('unexpected users.role: owner');
    expect(() => toMember({ ...row, status: 'banned' })).toThrow('unexpected users.status: banned');
  });
});
