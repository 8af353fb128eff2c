import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from '@shared/platform/router';
import type { AuthEvent, AuthState } from '@shared/platform/auth';
import { AuthRedirects, PROFILE_WAIT_MS } from './auth-redirects.tsx';

/** The auth bus as the page sees it: its events, and its state, which starts unknown. */
const bus = await vi.hoisted(async () => {
  const { BehaviorSubject, Subject } = await import('rxjs');
  const loading: AuthState = { status: 'loading', session: null, profile: null };
  return { loading, events: new Subject<AuthEvent>(), state: new BehaviorSubject<AuthState>(loading) };
});
vi.mock('@shared/platform/auth', () => ({
  authEvents$: bus.events.asObservable(),
  authState$: bus.state.asObservable(),
  getAuthState: () => bus.state.value,
}));
const SIGNED_IN_EVENT: AuthEvent = { event: 'SIGNED_IN', session: null };
const events = () => bus.events;
const state = () => bus.state;

function signedIn(role: 'admin' | 'learner' | null): AuthState {
  const session = { user: { id: 'u1' } } as AuthState['session'];
  return { status: 'signedIn', session, profile: role === null ? null : ({ id: 'u1', role } as AuthState['profile']) };
}

/** The page at `path`: the component reads the browser's address, as the live page's router writes it. */
function at(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <BrowserRouter>
      <AuthRedirects />
      <Routes>
        {['/login', '/register', '/dashboard', '/admin', '/courses'].map((route) => (
          <Route key={route} path={route} element={<h1>{route}</h1>} />
        ))}
      </Routes>
    </BrowserRouter>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
  state().next(bus.loading);
});

describe('AuthRedirects', () => {
  it('sends an admin signed in on /login to /admin once their users row is read', () => {
    const page = at('/login');
    act(() => events().next(SIGNED_IN_EVENT));
    expect(page.getByRole('heading').textContent).toBe('/login');
    act(() => state().next(signedIn('admin')));
    expect(page.getByRole('heading').textContent).toBe('/admin');
  });

  it('sends a learner whose row was already read to /dashboard at once', () => {
    state().next(signedIn('learner'));
    const page = at('/register');
    act(() => events().next(SIGNED_IN_EVENT));
    expect(page.getByRole('heading').textContent).toBe('/dashboard');
  });

  it('moves on to /dashboard when the users row has not come within the wait', () => {
    vi.useFakeTimers();
    const page = at('/login');
    act(() => events().next(SIGNED_IN_EVENT));
    act(() => vi.advanceTimersByTime(PROFILE_WAIT_MS - 1));
    expect(page.getByRole('heading').textContent).toBe('/login');
    act(() => vi.advanceTimersByTime(1));
    expect(page.getByRole('heading').textContent).toBe('/dashboard');
    // The row arriving late moves nobody again.
    act(() => state().next(signedIn('admin')));
    expect(page.getByRole('heading').textContent).toBe('/dashboard');
  });

  it('leaves a member signed in on another page where they are', () => {
    const page = at('/courses');
    act(() => events().next(SIGNED_IN_EVENT));
    act(() => state().next(signedIn('admin')));
    expect(page.getByRole('heading').textContent).toBe('/courses');
  });
});
