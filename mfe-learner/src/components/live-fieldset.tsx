import type { ReactNode } from 'react';
import { appControl } from '@shared/delivery-contract';
import { useLive } from '@shared/ui/use-live';

/**
 * A form's fields in a page the server rendered (a lesson's page, decision 0075): disabled without script,
 * enabled by the paint-first gate, and a submission made before the page is live is sent by the live form once
 * it is, with what was typed (`control` names the form to the gate, decision 0040; the fields need ids that are
 * the same in both renders). As mfe-auth's forms do.
 */
export function LiveFieldset({ control, children }: { control: string; children: ReactNode }) {
  const live = useLive();
  return (
    <fieldset disabled={!live} className="contents" {...appControl(control, live)}>
      {children}
    </fieldset>
  );
}
