import { afterAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { Route, Routes, useLocation } from '@shared/platform/router';
import { renderWithProviders } from '@shared/testing';
import { resetSupabaseForTests } from '@shared/platform/supabase';
import { initSupabase } from '@shared/platform/supabase/init';
import { getAuthState, resetAuthBusForTests, setProfileRetrySleepForTests, startAuthBus } from '@shared/platform/auth';
import { RequireAuth } from './require-auth.tsx';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

const guarded = (
  <Routes>
    <Route path="/dashboard" element={<RequireAuth fallback={<p>skeleton</p>}>{({ profile }) => <p>{profile.name}</p>}</RequireAuth>} />
    <Route path="/login" element={<WhereAmI />} />
  </Routes>
);

describe('RequireAuth', () => {
  afterAll(() => {
    vi.unstubAllGlobals();
    resetAuthBusForTests();
    resetSupabaseForTests();
  });

  it('shows the fallback while the auth state is loading', () => {
    resetAuthBusForTests();
    renderWithProviders(guarded, { route: '/dashboard?tab=1' });
    expect(screen.getByText('skeleton')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login with the way back, even if stale local-storage markers say otherwise', async () => {
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('userEmail', 'someone@example.com');
    // No stored session: supabase-js reports INITIAL_SESSION with none, without a network call.
    const client = initSupabase({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: `${'x'.repeat(40)}.${'y'.repeat(20)}` });
    startAuthBus(client.auth);
    await waitFor(() => expect(getAuthState().status).toBe('signedOut'));
    renderWithProviders(guarded, { route: '/dashboard?tab=1' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?next=%2Fdashboard%3Ftab%3D1');
  });

  it('shows a Thai error with a retry when the users row cannot be read, instead of the skeleton forever', async () => {
    resetAuthBusForTests();
    resetSupabaseForTests();
    // The backend cannot be reached: every read of the users row fails at once.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    initSupabase({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: `${'x'.repeat(40)}.${'y'.repeat(20)}` });
    const sleeps: number[] = [];
    setProfileRetrySleepForTests((ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    });
    type Listener = (event: AuthChangeEvent, session: Session | null) => void;
    let listener: Listener = () => {};
    const fakeAuth = {
      onAuthStateChange: (callback: Listener) => {
        listener = callback;
        return { data: { subscription: { id: 'fake', callback, unsubscribe: () => {} } } };
      },
      signOut: () => Promise.resolve({ error: null }),
      refreshSession: vi.fn(),
    };
    startAuthBus(fakeAuth);
    listener('SIGNED_IN', { user: { id: '00000000-0000-4000-8000-000000000b01' }, access_token: 'a' } as Session);
    renderWithProviders(guarded, { route: '/dashboard' });
    expect(await screen.findByText('โหลดข้อมูลบัญชีของคุณไม่สำเร็จ กรุณาลองใหม่อีกครั้ง')).toBeInTheDocument();
    expect(sleeps).toEqual([1000, 2000]);
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    await waitFor(() => expect(sleeps).toEqual([1000, 2000, 1000, 2000]));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
