import type { ReactNode } from 'react';
import { useLive } from '../lib/use-live.ts';

/**
 * A form's fields, disabled in the server's render of the page until the
 * live page takes over (issue 16 item 3). Those forms need script: submitted
 * without it, a browser would send the password in the address as a query.
 * Disabled, they are visibly not ready rather than silently losing input.
 */
export function LiveFieldset({ children }: { children: ReactNode }) {
  const live = useLive();
  return (
    <fieldset disabled={!live} className="contents">
      {children}
    </fieldset>
  );
}
