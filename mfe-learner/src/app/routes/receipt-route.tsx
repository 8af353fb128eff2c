import { useParams } from '@shared/platform/router';
import { RequireAuth } from '../../components/require-auth.tsx';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { ReceiptPage } from '../../features/orders/components/receipt-page.tsx';

export function ReceiptRoute() {
  const { orderId } = useParams();
  return <RequireAuth fallback={<PageSkeleton />}>{() => <ReceiptPage orderId={orderId} />}</RequireAuth>;
}
