import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from '@shared/platform/router';
import { useAuth } from '@shared/platform/auth/react';
import { isInstructorQueryOptions } from '@shared/platform/auth/react';
import { Spinner } from '@shared/ui/spinner';
import { ErrorState } from '@shared/ui/error-state';
import { studioTh } from '../../config/studio-messages.ts';
import { MfaGate } from '../../features/mfa/components/mfa-gate.tsx';
import { sessionAal } from '../../features/mfa/lib/session-aal.ts';

/**
 * Shows /studio to a signed-in member linked to an instructor profile (asked of the database,
 * never of local storage) or an active admin, at aal2: the studio's writes need the second
 * factor (decision 0055), so its pages ask for the code first, as /admin does. This only decides
 * what to draw; every studio function checks the same again.
 */
export function StudioGuard({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const signedIn = auth.status === 'signedIn' && auth.profile !== null && auth.profile !== undefined;
  // The platform's one instructor question (the header's studio link asks it under the same key); the guard
  // reads the whole query, not useIsInstructor's boolean, because it must tell "not yet known" and "failed" from "no".
  const instructor = useQuery(isInstructorQueryOptions(signedIn ? (auth.profile?.id ?? null) : null));
  if (auth.status === 'signedOut')
    return <Navigate to={`/login?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`} replace />;
  if (!signedIn || !auth.profile || instructor.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={studioTh.loading} />
      </div>
    );
  }
  if (instructor.isError) return <ErrorState className="my-8" onRetry={() => void instructor.refetch()} />;
  const isAdmin = auth.profile.role === 'admin' && auth.profile.status === 'active';
  if (!instructor.data && !isAdmin) return <ErrorState className="my-8" title={studioTh.title} message={studioTh.notInstructor} />;
  if (sessionAal(auth.session?.access_token) !== 'aal2') return <MfaGate userId={auth.profile.id} />;
  return children;
}
