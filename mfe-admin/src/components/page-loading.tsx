import { Spinner } from '@shared/ui/spinner';
import { adminTh } from '../config/messages.ts';

/** While a page's or a tab's code downloads: each is loaded on its own (app/page-code.ts, admin-page.tsx). */
export function PageLoading({ className = 'min-h-[50vh]' }: { className?: string }) {
  return (
    <div className={`flex items-center justify-center ${className}`}>
      <Spinner label={adminTh.loadingPage} />
    </div>
  );
}
