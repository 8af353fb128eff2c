import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@shared/ui/skeleton';
import { checkoutText } from '../../../config/checkout-messages.ts';
import { promptPayQrQueryOptions } from '../api/get-promptpay-qr.ts';
import { formatOrderAmount } from '@shared/db/orders';

type Props = { promptPayId: string; amount: number; orderNumber: string };

/** The PromptPay QR for the exact amount and the order number. */
export function PromptPayQr({ promptPayId, amount, orderNumber }: Props) {
  const t = checkoutText;
  const qr = useQuery(promptPayQrQueryOptions(promptPayId, amount, orderNumber));
  if (qr.isPending) return <Skeleton className="mx-auto size-64" aria-label={t.qrLoading} />;
  if (qr.isError)
    return (
      <p role="alert" className="text-center text-sm text-destructive">
        {t.qrError}
      </p>
    );
  return (
    <img
      src={qr.data}
      alt={t.qrAlt(formatOrderAmount(amount))}
      width={256}
      height={256}
      className="mx-auto size-64 rounded-md bg-white"
      data-testid="promptpay-qr"
    />
  );
}
