import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@shared/testing';
import { getAuthState, resetAuthBusForTests, startAuthBus, startAuthBusSignedOut } from '@shared/platform/auth';
import { EnrollButton } from './enroll-button.tsx';

afterEach(() => resetAuthBusForTests());

/** An auth client that reports a session at once (its profile read fails offline: the bus still says signed in). */
async function signIn() {
  // Only what the bus calls; the rest of the auth client is never touched.
  const source = {
    onAuthStateChange: (callback: (event: string, session: unknown) => void) => {
      callback('SIGNED_IN', { user: { id: '00000000-0000-4000-8000-000000000b01' } });
      return { data: { subscription: { unsubscribe: () => undefined } } };
    },
    signOut: () => Promise.resolve({ error: null }),
    refreshSession: () => Promise.resolve({ data: { session: null, user: null }, error: null }),
  };
  startAuthBus(source as unknown as Parameters<typeof startAuthBus>[0]);
  await waitFor(() => expect(getAuthState().status).toBe('signedIn'));
}

describe('EnrollButton', () => {
  it('a paid course is a link to its checkout, named with its price', () => {
    renderWithProviders(<EnrollButton courseId={3} courseTitle="Docker" price={2490} />);
    const link = screen.getByRole('link', { name: 'ลงทะเบียน: Docker (ราคา ฿2,490)' });
    expect(link).toHaveAttribute('href', '/checkout/3');
    expect(link).toHaveTextContent(/^ลงทะเบียน$/);
  });

  it('signed out, a paid course sends the visitor to sign in and come back to the checkout', () => {
    startAuthBusSignedOut();
    renderWithProviders(<EnrollButton courseId={3} courseTitle="Docker" price={2490} />);
    expect(screen.getByRole('link', { name: /ลงทะเบียน/ })).toHaveAttribute('href', '/login?next=%2Fcheckout%2F3');
  });

  it("signed out, a free course is a link to sign in and come back to the course: it works before the page's script runs", () => {
    startAuthBusSignedOut();
    renderWithProviders(<EnrollButton courseId={7} courseTitle="Git" price={0} />);
    expect(screen.getByRole('link', { name: 'ลงทะเบียน: Git (ราคา ฟรี)' })).toHaveAttribute('href', '/login?next=%2Fcourse%2F7');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('while the session is read, a free course keeps the link the server rendered (no disabled flash)', () => {
    renderWithProviders(<EnrollButton courseId={7} courseTitle="Git" price={0} />);
    expect(screen.getByRole('link', { name: /ลงทะเบียน/ })).toHaveAttribute('href', '/login?next=%2Fcourse%2F7');
  });

  it('signed in, a free course is a button that enrols at once, named ฟรี', async () => {
    await signIn();
    renderWithProviders(<EnrollButton courseId={7} courseTitle="Git" price={0} />);
    expect(await screen.findByRole('button', { name: 'ลงทะเบียน: Git (ราคา ฟรี)' })).toBeEnabled();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
