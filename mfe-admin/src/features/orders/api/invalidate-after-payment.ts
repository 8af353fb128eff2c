import type { QueryClient } from '@tanstack/react-query';
import { analyticsKeys } from '../../../lib/analytics-keys.ts';
import { statsKeys } from '../../../lib/stats-keys.ts';
import { orderKeys } from './keys.ts';

/** A payment decision changes orders, enrolment counts and revenue: every view of them is refetched. */
export function invalidateAfterPayment(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: orderKeys.all });
  void client.invalidateQueries({ queryKey: statsKeys.all });
  void client.invalidateQueries({ queryKey: analyticsKeys.all });
}
