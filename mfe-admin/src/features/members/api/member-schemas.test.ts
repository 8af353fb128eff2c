import { describe, expect, it } from 'vitest';
import { th } from '@shared/messages';
import { createMemberSchema } from './create-member.ts';
import { filterMembers } from './get-members.ts';
import type { Member } from './types.ts';

const member = (name: string, email: string): Member => ({
  id: name,
  name,
  email,
  role: 'user',
  level: 1,
  status: 'active',
  created_at: '2026-11-01T00:00:00Z',
});

describe('filterMembers', () => {
  const members = [member('สมชาย ใจดี', 'somchai@example.com'), member('Suda', 'SUDA@riancode.dev')];

  it('matches the name or the e-mail, case-insensitively', () => {
    expect(filterMembers(members, 'สมชาย').map((m) => m.name)).toEqual(['สมชาย ใจดี']);
    expect(filterMembers(members, 'suda@RIAN').map((m) => m.name)).toEqual(['Suda']);
    expect(filterMembers(members, '  ')).toHaveLength(2);
    expect(filterMembers(members, 'nobody')).toEqual([]);
  });
});

describe('createMemberSchema', () => {
  const valid = { name: 'ผู้เรียนใหม่', email: 'new@riancode.dev', password: 'secret1', level: 2, role: 'user' as const };

  it('accepts a complete member', () => {
    expect(createMemberSchema.parse(valid)).toEqual(valid);
  });

  it('gives the spec messages for a short password and a bad e-mail', () => {
    const short = createMemberSchema.safeParse({ ...valid, password: '123' });
    expect(short.error?.issues[0]?.message).toBe(th.validation.passwordMin);
    const email = createMemberSchema.safeParse({ ...valid, email: 'not-an-email' });
    expect(email.error?.issues[0]?.message).toBe(th.validation.email);
  });

  it('refuses a password over 72 bytes, as the server does (25 Thai characters are 75 bytes)', () => {
    const result = createMemberSchema.safeParse({ ...valid, password: 'ก'.repeat(25) });
    expect(result.error?.issues[0]?.message).toBe(th.validation.passwordTooLong);
  });

  it('refuses a level outside 1–4 and an unknown role', () => {
    expect(createMemberSchema.safeParse({ ...valid, level: 5 }).success).toBe(false);
    expect(createMemberSchema.safeParse({ ...valid, role: 'owner' }).success).toBe(false);
  });
});
