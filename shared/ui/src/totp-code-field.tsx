import { th } from '@shared/messages';
import { FormField, fieldA11y } from './form-field.tsx';
import { Input } from './input.tsx';

interface TotpCodeFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/**
 * The 6-digit authenticator code box of every second-factor step (the admin's enrolment and challenge, a
 * member's account changes): the same label, hint and keyboard everywhere. `one-time-code` lets a phone offer
 * the code; seven characters leave room for the space some apps show between the groups.
 */
export function TotpCodeField({ id, value, onChange, error }: TotpCodeFieldProps) {
  return (
    <FormField id={id} label={th.totp.codeLabel} error={error} hint={th.totp.codeHint}>
      <Input
        {...fieldA11y(id, error)}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        className="max-w-48 text-center font-mono text-lg tracking-[0.3em]"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoFocus
      />
    </FormField>
  );
}
