import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { AuthState } from './types.ts';

const state = vi.hoisted((): { current: AuthState } => ({ current: { status: 'signedOut', session: null, profile: null } }));
type Answer = { data: number | null; error: { message: string } | null };
// The database's side: current_instructor_id answers with the member's instructor id, or null.
const rpc = vi.hoisted(() => vi.fn<(fn: string) => Promise<Answer>>());
vi.mock('@shared/db/rest', () => ({ getRestClient: () => ({ rpc }) }));
vi.mock('./auth-bus.ts', () => ({
  INITIAL_AUTH_STATE: { status: 'loading', session: null, profile: null },
  SIGNED_OUT_STATE: { status: 'signedOut', session: null, profile: null },
  getAuthState: () => state.current,
  subscribeAuthState: () => () => undefined,
}));

const { useIsInstructor } = await import('./use-auth.ts');

const signedIn = (id: string): AuthState => ({ status: 'signedIn', session: { user: { id } }, profile: null }) as unknown as AuthState;

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useIsInstructor(), { wrapper });
  return { ...hook, client };
}

afterEach(() => {
  vi.clearAllMocks();
  state.current = { status: 'signedOut', session: null, profile: null };
});

describe('useIsInstructor', () => {
  it('is true once the database says the signed-in member teaches', async () => {
    state.current = signedIn('u1');
    rpc.mockResolvedValue({ data: 7, error: null });
    const { result } = render();
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    expect(rpc).toHaveBeenCalledWith('current_instructor_id');
  });

  it('stays false for a learner and for a failed question', async () => {
    state.current = signedIn('u2');
    rpc.mockResolvedValue({ data: null, error: null });
    const learner = render();
    await waitFor(() => expect(learner.client.getQueryState(['is-instructor', 'u2'])?.status).toBe('success'));
    expect(learner.result.current).toBe(false);

    rpc.mockResolvedValue({ data: null, error: { message: 'offline' } });
    const failed = render();
    await waitFor(() => expect(failed.client.getQueryState(['is-instructor', 'u2'])?.status).toBe('error'));
    expect(failed.result.current).toBe(false);
  });

  it('asks nothing signed out', () => {
    const visitor = render();
    expect(visitor.result.current).toBe(false);
    expect(rpc).not.toHaveBeenCalled();
  });
});
