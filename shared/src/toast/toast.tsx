import { Toaster as SonnerToaster, toast } from 'sonner';

/**
 * One toaster for the whole site: the shell mounts <Toaster />, every remote
 * calls `toast` from here. `shared/toast` is a federation singleton, so all
 * calls land in the shell's toaster.
 * Spec §9: 4 s display, 3 visible.
 */
export { toast };

export function Toaster() {
  return (
    <SonnerToaster
      position="top-center"
      duration={4000}
      visibleToasts={3}
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
