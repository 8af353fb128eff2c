import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@shared/ui/skeleton';
import { checkoutText } from '../../../config/checkout-messages.ts';
import { checkoutKeys } from '../api/keys.ts';
import { formatOrderAmount } from '@shared/db/orders';

type Props = { promptPayId: string; amount: number; orderNumber: string };

/** The PromptPay QR for the exact amount and the order number; its libraries load with this component, on the checkout page only. */
export function PromptPayQr({ promptPayId, amount, orderNumber }: Props) {
  const t = checkoutText;
  const qr = useQuery({
    queryKey: checkoutKeys.qr(promptPayId, amount, orderNumber),
    queryFn: async () => (await import('../lib/promptpay-qr-image.ts')).promptPayQrDataUrl(promptPayId, amount, orderNumber),
    staleTime: Infinity,
  });
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
