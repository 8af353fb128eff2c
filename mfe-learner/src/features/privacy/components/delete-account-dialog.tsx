import { useId, useState, type SyntheticEvent } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@shared/ui/dialog';
import { Button } from '@shared/ui/button';
import { Input } from '@shared/ui/input';
import { Label } from '@shared/ui/label';
import { learnerTh } from '../../../config/messages.ts';
import type { DeletionRequestInput } from '../api/request-account-deletion.ts';
import { DELETION_PHRASE } from '../lib/deletion-phrase.ts';

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** false for an account without a password (Google only): it types the phrase instead. */
  hasPassword: boolean;
  busy: boolean;
  /** 'reauth' when the database refused the password or phrase; 'failed' for anything else. */
  failure: 'reauth' | 'failed' | null;
  onConfirm: (input: DeletionRequestInput) => void;
}

/** "ลบบัญชี": re-authentication, the choice about certificates, then the request. */
export function DeleteAccountDialog({ open, onOpenChange, hasPassword, busy, failure, onConfirm }: DeleteAccountDialogProps) {
  const t = learnerTh.privacy;
  const [secret, setSecret] = useState('');
  const [keepName, setKeepName] = useState(false);
  const [emptyTried, setEmptyTried] = useState(false);
  const id = useId();
  const secretId = `${id}-secret`;
  const keepId = `${id}-keep`;

  const localError = emptyTried && secret.trim() === '' ? (hasPassword ? t.passwordRequired : t.phraseMismatch) : null;
  const phraseWrong = !hasPassword && emptyTried && secret.trim() !== '' && secret.trim() !== DELETION_PHRASE;
  const fieldError =
    localError ?? (phraseWrong ? t.phraseMismatch : failure === 'reauth' ? (hasPassword ? t.wrongPassword : t.phraseMismatch) : null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setEmptyTried(true);
    if (secret.trim() === '') return;
    if (!hasPassword && secret.trim() !== DELETION_PHRASE) return;
    onConfirm({
      password: hasPassword ? secret : null,
      confirmation: hasPassword ? null : secret.trim(),
      keepNameOnCertificates: keepName,
    });
  };

  return (
    <Dialog open={open} onOpenChange={busy ? undefined : onOpenChange}>
      <DialogContent data-testid="delete-account-dialog">
        <DialogHeader>
          <DialogTitle>{t.dialogTitle}</DialogTitle>
          <DialogDescription>{t.dialogIntro}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={secretId}>{hasPassword ? t.password : t.phrase(DELETION_PHRASE)}</Label>
            <Input
              id={secretId}
              type={hasPassword ? 'password' : 'text'}
              autoComplete={hasPassword ? 'current-password' : 'off'}
              value={secret}
              onChange={(event) => setSecret(event.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${secretId}-error` : undefined}
            />
            {fieldError ? (
              <p id={`${secretId}-error`} role="alert" className="text-sm text-destructive">
                {fieldError}
              </p>
            ) : null}
          </div>
          <div className="grid gap-1">
            <div className="flex items-start gap-2">
              <input
                id={keepId}
                type="checkbox"
                className="mt-1 size-4 shrink-0 accent-primary"
                checked={keepName}
                onChange={(event) => setKeepName(event.target.checked)}
                aria-describedby={`${keepId}-hint`}
              />
              <label htmlFor={keepId} className="text-sm">
                {t.keepName}
              </label>
            </div>
            <p id={`${keepId}-hint`} className="ps-6 text-xs text-muted-foreground">
              {t.keepNameHint}
            </p>
          </div>
          {failure === 'failed' ? (
            <p role="alert" className="text-sm text-destructive">
              {t.requestError}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              {t.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? t.confirming : t.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
