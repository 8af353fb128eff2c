import type { InputHTMLAttributes } from 'react';
import { th } from '@shared/messages';
import { authText } from '../../../config/messages.ts';
import { LEGAL_PATHS } from '../../../lib/legal-documents/legal-kind.ts';

type ConsentCheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & { error?: string | undefined };

const ID = 'register-accept-legal';
const linkClass = 'font-medium text-primary underline underline-offset-4';

/**
 * PDPA consent at sign-up (decision 0027): required, with links to both documents. The links
 * open a new tab so what the member has typed stays in the form.
 */
export function ConsentCheckbox({ error, ...input }: ConsentCheckboxProps) {
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-2">
        <input
          id={ID}
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-primary"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ID}-error` : undefined}
          {...input}
        />
        <label htmlFor={ID} className="text-sm leading-relaxed">
          {authText.legal.consentPrefix}
          <a href={LEGAL_PATHS.terms} target="_blank" rel="noopener" className={linkClass}>
            {th.legal.terms}
          </a>
          {authText.legal.consentJoin}
          <a href={LEGAL_PATHS.privacy} target="_blank" rel="noopener" className={linkClass}>
            {th.legal.privacy}
          </a>
        </label>
      </div>
      {error ? (
        <p id={`${ID}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
