/** Query keys of the learner's orders and receipts; the user id keeps two accounts' answers apart. */
export const orderKeys = {
  all: ['my-orders'] as const,
  mine: (userId: string) => [...orderKeys.all, 'mine', userId] as const,
  minePage: (userId: string, page: number) => [...orderKeys.mine(userId), page] as const,
  receipt: (orderId: number) => [...orderKeys.all, 'receipt', orderId] as const,
};
