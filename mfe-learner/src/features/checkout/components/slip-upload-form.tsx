import { useState, type SyntheticEvent } from 'react';
import { Upload } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { Input } from '@shared/ui/input';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { toast } from '@shared/platform/toast';
import { checkoutText } from '../../../config/checkout-messages.ts';
import { useSubmitSlip } from '../api/submit-slip-mutation.ts';
import { orderErrorKey, orderErrorMessage } from '@shared/db/orders';
import { checkSlipFile, SLIP_ACCEPT } from '../lib/slip-file.ts';

type Props = { orderId: number; userId: string };

/** Picks the slip image, refuses a wrong file in Thai before any upload, then uploads and submits it. */
export function SlipUploadForm({ orderId, userId }: Props) {
  const t = checkoutText;
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = useSubmitSlip(orderId);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    const check = checkSlipFile(chosen);
    setError(chosen && !check.ok ? check.message : undefined);
  };

  const send = (event: SyntheticEvent) => {
    event.preventDefault();
    const check = checkSlipFile(file);
    if (!check.ok || !file) {
      setError(check.ok ? t.slipRequired : check.message);
      return;
    }
    submit.mutate(
      { userId, orderId, file, check },
      {
        onSuccess: () => toast.success(t.slipSent),
        // A refusal by the database (slip_invalid, order_expired, …) has its own words; Storage's do not.
        onError: (failure) => setError(orderErrorKey(failure) ? orderErrorMessage(failure) : t.slipUploadFailed),
      },
    );
  };

  return (
    <form className="grid gap-3" onSubmit={send} noValidate>
      <FormField id="payment-slip" label={t.slipLabel} error={error}>
        <Input
          {...fieldA11y('payment-slip', error)}
          type="file"
          accept={SLIP_ACCEPT}
          disabled={submit.isPending}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          className="h-auto cursor-pointer py-1.5"
        />
      </FormField>
      <Button type="submit" disabled={submit.isPending}>
        <Upload aria-hidden="true" />
        {submit.isPending ? t.slipUploading : t.slipSubmit}
      </Button>
    </form>
  );
}
