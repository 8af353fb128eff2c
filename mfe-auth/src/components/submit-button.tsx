import { LoaderCircle } from 'lucide-react';
import { Button } from '@shared/ui/button';

type SubmitButtonProps = { busy: boolean; label: string; busyLabel: string };

/** Spec §5: disabled and relabelled while the request runs, so it cannot be sent twice. */
export function SubmitButton({ busy, label, busyLabel }: SubmitButtonProps) {
  return (
    <Button type="submit" className="w-full" disabled={busy} aria-busy={busy || undefined}>
      {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
      {busy ? busyLabel : label}
    </Button>
  );
}
