import type { ReactNode } from 'react';
import { appControl } from '@shared/delivery-contract';
import { useLive } from './use-live.ts';

/**
 * A form's fields, disabled in the server's render of the page until the
 * live page takes over (issue 16 item 3). Those forms need script: submitted
 * without it, a browser would send the password in the address as a query.
 * Disabled, they are visibly not ready rather than silently losing input.
 * With the page's gate running they are enabled at once, and a submission
 * before the page is live is sent once it is (`control` names the form to
 * the gate: shared/delivery-contract/src/app-control.ts, decision 0040).
 */
export function LiveFieldset({ control, children }: { control: string; children: ReactNode }) {
  const live = useLive();
  return (
    <fieldset disabled={!live} className="contents" {...appControl(control, live)}>
      {children}
    </fieldset>
  );
}
