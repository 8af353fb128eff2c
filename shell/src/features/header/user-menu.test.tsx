import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@supabase/supabase-js';
import type { AuthState, Profile } from '@shared/platform/auth';
import { renderWithProviders } from '@shared/testing';
import { UserMenu } from './user-menu.tsx';

const profile = (role: Profile['role']): Profile => ({
  id: 'u1',
  email: 'somchai@example.com',
  name: 'สมชาย ใจดี',
  first_name: null,
  last_name: null,
  avatar_url: null,
  role,
  level: 2,
  phone: null,
  address: null,
  bio: null,
  website: null,
  linkedin: null,
  github: null,
  points: 0,
  status: 'active',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});
const session = { user: { id: 'u1', email: 'somchai@example.com' } } as Session;
const signedIn = (role: Profile['role']): AuthState => ({ status: 'signedIn', session, profile: profile(role) });

describe('UserMenu (spec §2 shared header)', () => {
  it('signed out: offers login and register', () => {
    renderWithProviders(<UserMenu auth={{ status: 'signedOut', session: null, profile: null }} layout="row" onLogout={() => undefined} />);
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'สมัครสมาชิก' })).toHaveAttribute('href', '/register');
  });

  it('signed-in learner: greeting by name, profile, dashboard to /dashboard, logout, no Admin badge', () => {
    renderWithProviders(<UserMenu auth={signedIn('user')} layout="row" onLogout={() => undefined} />);
    expect(screen.getByTestId('greeting')).toHaveTextContent('สวัสดี, สมชาย ใจดี');
    expect(screen.getByRole('link', { name: 'โปรไฟล์' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'แดชบอร์ด' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'ออกจากระบบ' })).toBeInTheDocument();
    expect(screen.queryByText('Admin')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'สตูดิโอผู้สอน' })).not.toBeInTheDocument();
  });

  it('signed-in instructor: a keyboard-reachable link to /studio beside the dashboard', async () => {
    renderWithProviders(<UserMenu auth={signedIn('user')} isInstructor layout="row" onLogout={() => undefined} />);
    const studio = screen.getByRole('link', { name: 'สตูดิโอผู้สอน' });
    expect(studio).toHaveAttribute('href', '/studio');
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(studio).toHaveFocus();
  });

  it('signed-in admin: Admin badge, and the dashboard button goes to /admin', () => {
    renderWithProviders(<UserMenu auth={signedIn('admin')} layout="row" onLogout={() => undefined} />);
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'แดชบอร์ด' })).toHaveAttribute('href', '/admin');
  });

  it('while the session is being read, shows the login buttons unless the browser holds a session (theme-init.js marks it)', () => {
    renderWithProviders(<UserMenu auth={{ status: 'loading', session: null, profile: null }} layout="row" onLogout={() => undefined} />);
    const links = screen.getByRole('link', { name: 'เข้าสู่ระบบ' }).parentElement;
    expect(links).toHaveClass('[html[data-session]_&]:hidden');
  });

  it('with a stored session and no app yet: profile and dashboard links, and a logout that waits for the app (decision 0073)', () => {
    renderWithProviders(<UserMenu auth={{ status: 'loading', session: null, profile: null }} layout="column" onLogout={() => undefined} />);
    const memberLinks = screen.getByRole('link', { name: 'โปรไฟล์' }).parentElement;
    expect(memberLinks).toHaveClass('hidden', '[html[data-session]_&]:flex', 'flex-col');
    expect(screen.getByRole('link', { name: 'โปรไฟล์' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'แดชบอร์ด' })).toHaveAttribute('href', '/dashboard');
    const logout = screen.getByRole('button', { name: 'ออกจากระบบ' });
    expect(logout).toBeDisabled();
    expect(logout).toHaveAttribute('data-app-control', 'logout');
    expect(logout).not.toHaveAttribute('data-app-live');
  });

  it('the live logout answers a press the painted one took (the same app control, live)', () => {
    renderWithProviders(<UserMenu auth={signedIn('user')} layout="row" onLogout={() => undefined} />);
    const logout = screen.getByRole('button', { name: 'ออกจากระบบ' });
    expect(logout).toHaveAttribute('data-app-control', 'logout');
    expect(logout).toHaveAttribute('data-app-live', '');
  });
});
