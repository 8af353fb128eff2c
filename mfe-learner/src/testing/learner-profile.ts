import type { Profile } from '@shared/platform/auth/react';

/** The demo learner's users row as the auth bus holds it, for component and unit tests. */
export function learnerProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: '00000000-0000-4000-8000-000000000b01',
    email: 'learner@riancode.dev',
    name: 'สมหญิง ใจดี',
    first_name: null,
    last_name: null,
    avatar_url: null,
    role: 'user',
    level: 1,
    phone: null,
    address: null,
    bio: null,
    website: null,
    linkedin: null,
    github: null,
    points: 0,
    status: 'active',
    created_at: '2026-09-19T00:00:00Z',
    updated_at: '2026-09-19T00:00:00Z',
    ...overrides,
  };
}
