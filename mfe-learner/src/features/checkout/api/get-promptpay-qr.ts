import { queryOptions } from '@tanstack/react-query';
import { checkoutKeys } from './keys.ts';

/**
 * The PromptPay QR of an order, as an image's data URL: its libraries load with it (import()), on the checkout page
 * only. One definition for the page and the server's render of a pending order (decision 0076), which draws it
 * in place instead of its skeleton.
 */
export const promptPayQrQueryOptions = (promptPayId: string, amount: number, orderNumber: string) =>
  queryOptions({
    queryKey: checkoutKeys.qr(promptPayId, amount, orderNumber),
    queryFn: async () => (await import('../lib/promptpay-qr-image.ts')).promptPayQrDataUrl(promptPayId, amount, orderNumber),
    staleTime: Infinity,
  });
