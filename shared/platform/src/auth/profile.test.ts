import { describe, expect, it } from 'vitest';
import type { Tables } from '@shared/db';
import { homePathFor, toProfile } from './profile.ts';

const row: Tables<'users'> = {
  id: '00000000-0000-4000-8000-000000000b01',
  email: null,
  name: 'สมหญิง',
  first_name: null,
  last_name: null,
  avatar_url: null,
  role: 'admin',
  level: 2,
  phone: null,
  address: null,
  bio: null,
  website: null,
  linkedin: null,
  github: null,
  points: 0,
  status: 'active',
  created_at: '2026-11-27T00:00:00Z',
  updated_at: '2026-11-27T00:00:00Z',
};

describe('toProfile', () => {
  it('keeps the row as stored (an account without an e-mail too) and narrows role and status', () => {
    const profile = toProfile(row);
    expect(profile).toEqual(row);
    expect(homePathFor(profile)).toBe('/admin');
  });

  it('refuses a role or status the table does not allow, instead of casting it', () => {
    expect(() => toProfile({ ...row, role: 'owner' })).toThrow('unexpected users.role: owner');
    expect(() => toProfile({ ...row, status: 'banned' })).toThrow('unexpected users.status: banned');
  });
});
