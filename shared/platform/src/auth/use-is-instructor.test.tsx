import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { AuthState } from './types.ts';

const state = vi.hoisted((): { current: AuthState } => ({ current: { status: 'signedOut', session: null, profile: null } }));
const fetchIsInstructor = vi.hoisted(() => vi.fn<() => Promise<boolean>>());
vi.mock('./profile.ts', () => ({ fetchIsInstructor }));
vi.mock('./auth-bus.ts', () => ({
  INITIAL_AUTH_STATE: { status: 'loading', session: null, profile: null },
  SIGNED_OUT_STATE: { status: 'signedOut', session: null, profile: null },
  getAuthState: () => state.current,
  subscribeAuthState: () => () => undefined,
}));

const { useIsInstructor } = await import('./use-auth.ts');

const signedIn = (id: string): AuthState => ({ status: 'signedIn', session: { user: { id } }, profile: null }) as unknown as AuthState;

afterEach(() => {
  vi.clearAllMocks();
  state.current = { status: 'signedOut', session: null, profile: null };
});

describe('useIsInstructor', () => {
  it('is true once the database says the signed-in member teaches', async () => {
    state.current = signedIn('u1');
    fetchIsInstructor.mockResolvedValue(true);
    const { result } = renderHook(() => useIsInstructor());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('stays false for a learner, for a failed question, and asks nothing signed out', async () => {
    state.current = signedIn('u2');
    fetchIsInstructor.mockResolvedValueOnce(false).mockRejectedValueOnce(new Error('offline'));
    // Each answer has settled (inside act, so its state update is applied) before the hook is read.
    const settled = async (call: number) => {
      await waitFor(() => expect(fetchIsInstructor).toHaveBeenCalledTimes(call + 1));
      await act(async () => {
        const answer: unknown = fetchIsInstructor.mock.results[call]?.value;
        if (answer instanceof Promise) await answer.catch(() => undefined);
      });
    };
    const learner = renderHook(() => useIsInstructor());
    await settled(0);
    expect(learner.result.current).toBe(false);
    const failed = renderHook(() => useIsInstructor());
    await settled(1);
    expect(failed.result.current).toBe(false);

    state.current = { status: 'signedOut', session: null, profile: null };
    const visitor = renderHook(() => useIsInstructor());
    expect(visitor.result.current).toBe(false);
    expect(fetchIsInstructor).toHaveBeenCalledTimes(2);
  });
});
