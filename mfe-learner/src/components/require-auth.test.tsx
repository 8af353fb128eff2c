import { afterAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'shared/router';
import { renderWithProviders } from 'shared/testing';
import { initSupabase, resetSupabaseForTests } from 'shared/supabase';
import { getAuthState, resetAuthBusForTests, startAuthBus } from 'shared/auth';
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
});
