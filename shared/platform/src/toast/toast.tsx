import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * One toaster for the whole site: the shell mounts <Toaster />, every remote
 * calls `toast` from here. `@shared/platform/toast` is a federation singleton, so all
 * calls land in the shell's toaster.
 * Spec §9: 4 s display, 3 visible.
 *
 * sonner (~11 KB gzip) is loaded with the first toast, not with the page (decision 0062): a visitor's
 * first press rarely raises one. Until then <Toaster /> renders nothing; sonner keeps a toast raised
 * before its toaster mounted and shows it once it has.
 */

type Sonner = typeof import('sonner');
let sonner: Promise<Sonner> | null = null;
const loadSonner = () => (sonner ??= import('sonner'));

/** Whether a toast was ever raised on this page: from then on the toaster is mounted. */
let raised = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

type Kind = 'success' | 'error' | 'info';
function show(kind: Kind, message: ReactNode, data?: ExternalToast): void {
  if (!raised) {
    raised = true;
    for (const listener of listeners) listener();
  }
  void loadSonner().then(({ toast: sonnerToast }) => sonnerToast[kind](message, data));
}

export const toast = {
  success: (message: ReactNode, data?: ExternalToast) => show('success', message, data),
  error: (message: ReactNode, data?: ExternalToast) => show('error', message, data),
  info: (message: ReactNode, data?: ExternalToast) => show('info', message, data),
};

/**
 * Below the sticky site header (h-16, 4rem, plus its 1px border) with sonner's own gap, on a
 * phone too: at sonner's default 24px/16px the toasts covered the header's menu and sign-in.
 */
export const TOAST_TOP_OFFSET = 'calc(4rem + 1px + 0.75rem)';

const SonnerToaster = lazy(() => loadSonner().then(({ Toaster: loaded }) => ({ default: loaded })));

export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => raised,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-center"
        duration={4000}
        visibleToasts={3}
        richColors
        closeButton
        offset={{ top: TOAST_TOP_OFFSET }}
        mobileOffset={{ top: TOAST_TOP_OFFSET }}
        toastOptions={{ className: 'font-sans' }}
      />
    </Suspense>
  );
}
