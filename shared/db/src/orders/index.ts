/** The orders domain every remote shows: statuses and their words and tones, amounts, refusals, cancelling. */
export {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TONES,
  displayedOrderStatus,
  isOrderStatus,
  toOrderStatus,
  type OrderStatus,
  type StatusTone,
} from './order-status.ts';
export { SLIP_STATUSES, SLIP_STATUS_LABELS, SLIP_STATUS_TONES, isSlipStatus, type SlipStatus } from './slip-status.ts';
export { formatOrderAmount, toSatang } from './order-money.ts';
export { ORDER_ERROR_MESSAGES, orderErrorKey, orderErrorMessage, type OrderErrorKey } from './order-errors.ts';
export { cancelOrder } from './cancel-order.ts';
