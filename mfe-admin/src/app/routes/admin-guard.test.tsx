import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Session } from '@supabase/supabase-js';
import type { AuthState, Profile } from '@shared/platform/auth/react';
import { renderWithProviders } from '@shared/testing';
import { AdminGuard, adminRedirectFor } from './admin-guard.tsx';

const session = { user: { id: 'u1' } } as unknown as Session;
const profile = (role: Profile['role'], status: Profile['status'] = 'active') => ({ role, status }) as Profile;
const state = (s: Partial<AuthState>): AuthState => ({ status: 'signedIn', session, profile: null, ...s });

describe('adminRedirectFor', () => {
  it('sends a signed-out visitor to /login, remembering where they were going', () => {
    expect(adminRedirectFor(state({ status: 'signedOut', session: null }), '/admin')).toBe('/login?next=%2Fadmin');
  });

  it('sends a signed-in learner to their dashboard', () => {
    expect(adminRedirectFor(state({ profile: profile('user') }), '/admin')).toBe('/dashboard');
  });

  it('sends a deactivated admin away too (the server no longer treats them as admin)', () => {
    expect(adminRedirectFor(state({ profile: profile('admin', 'inactive') }), '/admin')).toBe('/dashboard');
  });

  it('lets an active admin in, and decides nothing while the session or profile is still loading', () => {
    expect(adminRedirectFor(state({ profile: profile('admin') }), '/admin')).toBeNull();
    expect(adminRedirectFor(state({ status: 'loading', session: null }), '/admin')).toBeNull();
    expect(adminRedirectFor(state({ profile: null }), '/admin')).toBeNull();
  });
});

describe('AdminGuard', () => {
  it('never shows the admin area while the auth state is loading', () => {
    renderWithProviders(
      <AdminGuard>
        <p>secret admin area</p>
      </AdminGuard>,
      { route: '/admin' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('กำลังตรวจสอบสิทธิ์...');
    expect(screen.queryByText('secret admin area')).not.toBeInTheDocument();
  });
});
