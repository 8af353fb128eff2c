import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from '@shared/platform/router';
import { Search } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { Input } from '@shared/ui/input';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { learnerTh } from '../../../config/messages.ts';
import { parseCertificateCode } from '../lib/certificate-code.ts';

const FIELD_ID = 'certificate-code';

/** Why a typed code cannot be a certificate, in Thai; undefined when it can. */
export function certificateCodeError(value: string): string | undefined {
  if (value.trim() === '') return learnerTh.certificate.lookupEmpty;
  return parseCertificateCode(value) === null ? learnerTh.certificate.lookupInvalid : undefined;
}

/**
 * Type a code, open /certificate/<code>. A GET form to /certificate, so it also
 * works before the page's scripts run (the page then reads ?code=); with
 * scripts, a malformed code is caught here and the typed text is kept.
 */
export function CertificateLookupForm({ initialCode = '', initialError }: { initialCode?: string; initialError?: string | undefined }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initialCode);
  const [error, setError] = useState(initialError);
  const t = learnerTh.certificate;

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = certificateCodeError(value);
    setError(problem);
    const code = parseCertificateCode(value);
    if (problem === undefined && code !== null) void navigate(`/certificate/${encodeURIComponent(code)}`);
  };

  return (
    <form method="get" action="/certificate" noValidate onSubmit={submit} className="grid gap-3" aria-label={t.verifyTitle}>
      <FormField id={FIELD_ID} label={t.lookupLabel} error={error} hint={t.lookupHint}>
        <Input
          {...fieldA11y(FIELD_ID, error)}
          name="code"
          value={value}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono"
          onChange={(event) => setValue(event.target.value)}
        />
      </FormField>
      <Button type="submit" className="justify-self-start">
        <Search aria-hidden="true" />
        {t.lookupSubmit}
      </Button>
    </form>
  );
}
