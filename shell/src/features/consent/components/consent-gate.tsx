import { lazy, Suspense } from 'react';
import { useLocation } from '@shared/platform/router';
import { useAuth } from '@shared/platform/auth/react';
import { useLogout } from '../../../lib/use-logout.ts';
import { consentText as t } from '../consent-messages.ts';
import { useConsentStatus } from '../api/get-consent-status.ts';
import { useRecordConsent } from '../api/record-consent.ts';
import { useDeletionCancelledNotice } from './use-deletion-cancelled-notice.ts';

// Loaded only for a member who has to answer it: most sessions never download the dialog.
const ConsentDialog = lazy(() => import('./consent-dialog.tsx').then((m) => ({ default: m.ConsentDialog })));

/** The documents themselves stay readable while the question is open (they open in a new tab). */
const READABLE_PATHS = new Set(['/terms', '/privacy']);

const isStaleVersion = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '22023';

/**
 * PDPA consent for every page of every remote (decision 0027), hence in the shell: once per
 * session it asks the database (my_consent_status) whether the signed-in member accepted the
 * current terms and privacy policy. If not — a first arrival through Google, or a new version
 * published since — the member accepts or signs out before going on. It also tells a member
 * whose sign-in has just cancelled their account deletion.
 */
export function ConsentGate() {
  const auth = useAuth();
  const { pathname } = useLocation();
  const user = auth.status === 'signedIn' ? (auth.session?.user ?? null) : null;
  const status = useConsentStatus(user?.id ?? null);
  const record = useRecordConsent(user?.id ?? '');
  const logout = useLogout();
  useDeletionCancelledNotice(status.data?.deletion_cancelled_at ?? null);

  const data = status.data;
  if (!user || !data || data.status === 'current' || READABLE_PATHS.has(pathname)) return null;
  const { terms_version: terms, privacy_version: privacy } = data;
  if (terms === null || privacy === null) return null; // nothing published yet: nothing to accept

  const method = data.status === 'none' && user.app_metadata['provider'] !== 'email' ? 'oauth' : 'reconsent';
  const error = record.isError ? (isStaleVersion(record.error) ? t.changed : t.saveError) : null;

  return (
    <Suspense fallback={null}>
      <ConsentDialog
        kind={data.status}
        termsVersion={terms}
        privacyVersion={privacy}
        busy={record.isPending}
        error={error}
        onAccept={() =>
          record.mutate(
            { terms, privacy, method },
            {
              onSuccess: () => void import('@shared/platform/toast').then(({ toast }) => toast.success(t.accepted)),
              // A version published meanwhile: read the new numbers, the member accepts again.
              onError: (failure) => (isStaleVersion(failure) ? void status.refetch() : undefined),
            },
          )
        }
        onDecline={logout}
      />
    </Suspense>
  );
}
