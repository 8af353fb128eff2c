import { Toaster } from '@shared/platform/toast';
import { useLive } from '@shared/ui/use-live';

/**
 * The site's toaster, mounted once the page is live rather than written
 * into the pre-rendered HTML: the landing page a visitor gets hydrates that
 * same HTML without a toaster (decision 0031). Nothing is lost: the toaster
 * shows toasts raised before it mounted.
 */
export function LiveToaster() {
  return useLive() ? <Toaster /> : null;
}
