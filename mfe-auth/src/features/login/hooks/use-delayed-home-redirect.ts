import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from '@shared/platform/router';
import { useQueryClient } from '@tanstack/react-query';
import { LOGIN_REDIRECT_DELAY_MS } from '../../../config/timing.ts';
import { useMountedRef } from '../../../lib/use-mounted-ref.ts';
import { homePathQueryOptions } from '../api/get-home-path.ts';

/**
 * Spec §4: after a password login, wait 1 s, read the role and go home. The
 * shell usually moves the user sooner (its signed-in rule); once this page has
 * unmounted the timer is cancelled, so nothing navigates a second time.
 */
export function useDelayedHomeRedirect(): (userId: string) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mounted = useMountedRef();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (userId: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        void queryClient
          .query(homePathQueryOptions(userId))
          .catch(() => '/dashboard' as const)
          .then((path) => {
            if (mounted.current) void navigate(path, { replace: true });
          });
      }, LOGIN_REDIRECT_DELAY_MS);
    },
    [navigate, queryClient, mounted],
  );
}
