import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrder } from '@shared/db/orders';
import { orderKeys } from './keys.ts';

export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    // Refused or not, the list is read again: a refusal usually means the order changed meanwhile.
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
