import { Badge } from 'shared/ui/badge';
import { cn } from 'shared/ui/cn';
import { learnerTh } from '../../../config/messages.ts';
import { statusTone, type OrderStatus } from '../lib/order-status.ts';

const TONE_CLASSES = {
  success: '',
  warning: 'border-warning text-warning',
  muted: 'text-muted-foreground',
} as const;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const tone = statusTone(status);
  return (
    <Badge variant={tone === 'success' ? 'success' : 'outline'} className={cn(TONE_CLASSES[tone])} data-testid="order-status">
      {learnerTh.orders.status[status]}
    </Badge>
  );
}
