import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrder } from '@shared/db/orders';
import { checkoutKeys } from './keys.ts';

/** Cancels the learner's own pending order (the database refuses any other). */
export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => client.invalidateQueries({ queryKey: checkoutKeys.all }),
  });
}
