import type { GatewayCharge, GatewayEvent, GatewaySource, GatewayToken } from './gateway-objects.ts';

/**
 * The simulator's state, in memory: like Omise's test mode it is a scratch space, and a restart
 * forgets it (an order whose charge was lost is simply paid again with a new charge).
 */
export class GatewayStore {
  readonly tokens = new Map<string, GatewayToken>();
  readonly sources = new Map<string, GatewaySource>();
  readonly charges = new Map<string, GatewayCharge>();
  /** Every event sent per charge, so the page can show them and resend the last one. */
  readonly events = new Map<string, GatewayEvent[]>();
  /** The last webhook delivery per charge: the HTTP status, or the network error. */
  readonly deliveries = new Map<string, string>();
}
