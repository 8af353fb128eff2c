import { useEffect } from 'react';
import { consentText as t } from '../consent-messages.ts';

const SHOWN_KEY = 'riancode.deletion-cancelled-notice';

/**
 * A sign-in during the 7-day grace period cancels the member's account deletion in the
 * database; this says so once (per cancellation, remembered for the tab's session).
 */
export function useDeletionCancelledNotice(cancelledAt: string | null): void {
  useEffect(() => {
    if (cancelledAt === null) return;
    try {
      if (sessionStorage.getItem(SHOWN_KEY) === cancelledAt) return;
      sessionStorage.setItem(SHOWN_KEY, cancelledAt);
    } catch {
      // Storage blocked: the notice may show again on reload, which is harmless.
    }
    // The toaster is imported here, as the header does: it is already loaded in the app.
    void import('@shared/platform/toast').then(({ toast }) => toast.info(t.deletionCancelled, { duration: 10_000 }));
  }, [cancelledAt]);
}
