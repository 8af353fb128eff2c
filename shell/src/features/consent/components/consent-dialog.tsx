import { useId, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@shared/ui/dialog';
import { Button } from '@shared/ui/button';
import { consentText as t } from '../consent-messages.ts';

export interface ConsentDialogProps {
  kind: 'none' | 'outdated';
  termsVersion: number;
  privacyVersion: number;
  busy: boolean;
  /** A Thai message after a failed save, shown in the dialog. */
  error: string | null;
  onAccept: () => void;
  onDecline: () => void;
}

const linkClass = 'font-medium text-primary underline underline-offset-4';

/**
 * Asks a signed-in member to accept the current documents before going on (decision 0027).
 * It cannot be dismissed (no close button, Escape and outside clicks do nothing): the member
 * accepts or signs out. Radix keeps the focus inside it.
 */
export function ConsentDialog({ kind, termsVersion, privacyVersion, busy, error, onAccept, onDecline }: ConsentDialogProps) {
  const [checked, setChecked] = useState(false);
  const [missing, setMissing] = useState(false);
  const boxId = useId();
  const message = missing ? t.required : error;

  return (
    <Dialog open>
      <DialogContent
        hideClose
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        data-testid="consent-dialog"
      >
        <DialogHeader>
          <DialogTitle>{kind === 'none' ? t.titleNone : t.titleOutdated}</DialogTitle>
          <DialogDescription>{t.intro(termsVersion, privacyVersion)}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-1 text-sm">
          <li>
            <a href="/terms" target="_blank" rel="noopener" className={linkClass}>
              {t.readTerms}
            </a>{' '}
            <span className="text-muted-foreground">{t.newTab}</span>
          </li>
          <li>
            <a href="/privacy" target="_blank" rel="noopener" className={linkClass}>
              {t.readPrivacy}
            </a>{' '}
            <span className="text-muted-foreground">{t.newTab}</span>
          </li>
        </ul>
        <div className="flex items-start gap-2">
          <input
            id={boxId}
            type="checkbox"
            className="mt-1 size-4 shrink-0 accent-primary"
            checked={checked}
            aria-invalid={missing ? true : undefined}
            aria-describedby={message ? `${boxId}-message` : undefined}
            onChange={(event) => {
              setChecked(event.target.checked);
              if (event.target.checked) setMissing(false);
            }}
          />
          <label htmlFor={boxId} className="text-sm leading-relaxed">
            {t.checkbox}
          </label>
        </div>
        {message ? (
          <p id={`${boxId}-message`} role="alert" className="text-sm text-destructive">
            {message}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDecline} disabled={busy}>
            {t.decline}
          </Button>
          <Button
            type="button"
            disabled={busy}
            onClick={() => {
              if (!checked) setMissing(true);
              else onAccept();
            }}
          >
            {busy ? t.accepting : t.accept}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
