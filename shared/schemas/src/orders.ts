/**
 * get_order's and admin_list_orders' answers (`Json`, so parsed: a trust boundary), for the learner's checkout and
 * the admin's order view alike. Apart from `@shared/db/orders` because they are zod schemas: `@shared/db` starts
 * with every page's app, and a zod dependency there put zod on every page (decision 0077).
 */
export { latestSlipSchema, type LatestSlip } from './latest-slip.ts';
export { PAID_VIA, orderAnswerSchema, orderInJsonSchema, type OrderAnswer, type PaidVia } from './order-answer.ts';
