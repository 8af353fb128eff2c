import { Toaster as SonnerToaster, toast } from 'sonner';

/**
 * One toaster for the whole site: the shell mounts <Toaster />, every remote
 * calls `toast` from here. `shared/toast` is a federation singleton, so all
 * calls land in the shell's toaster.
 * Spec §9: 4 s display, 3 visible.
 */
export { toast };

/**
 * Below the sticky site header (h-16, 4rem, plus its 1px border) with sonner's own gap, on a
 * phone too: at sonner's default 24px/16px the toasts covered the header's menu and sign-in.
 */
export const TOAST_TOP_OFFSET = 'calc(4rem + 1px + 0.75rem)';

export function Toaster() {
  return (
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
  );
}
