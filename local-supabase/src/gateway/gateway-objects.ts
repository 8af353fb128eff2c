import { randomBytes } from 'node:crypto';

/** The subset of Omise's objects (API version 2019-05-29) the school uses, as the simulator keeps them. */
export interface GatewayCard {
  object: 'card';
  id: string;
  brand: string;
  last_digits: string;
  name: string;
  expiration_month: number;
  expiration_year: number;
}

export interface GatewayToken {
  object: 'token';
  id: string;
  livemode: false;
  used: boolean;
  card: GatewayCard;
  created_at: string;
  /** Kept server-side only: the simulator's stand-in for the card network's decision. */
  number: string;
}

export interface GatewaySource {
  object: 'source';
  id: string;
  type: string;
  flow: 'offline' | 'redirect';
  amount: number;
  currency: string;
  scannable_code: { object: 'barcode'; type: 'qr'; image: { object: 'document'; download_uri: string } } | null;
  created_at: string;
}

export type ChargeStatus = 'pending' | 'successful' | 'failed' | 'expired';

export interface GatewayCharge {
  object: 'charge';
  id: string;
  location: string;
  livemode: false;
  amount: number;
  currency: string;
  description: string | null;
  metadata: Record<string, unknown>;
  status: ChargeStatus;
  paid: boolean;
  authorized: boolean;
  authorize_uri: string | null;
  return_uri: string | null;
  failure_code: string | null;
  failure_message: string | null;
  card: GatewayCard | null;
  source: GatewaySource | null;
  created_at: string;
  paid_at: string | null;
}

export interface GatewayEvent {
  object: 'event';
  id: string;
  livemode: false;
  location: string;
  key: 'charge.create' | 'charge.complete';
  created_at: string;
  data: GatewayCharge;
}

/** Omise ids: a kind prefix, `test`, and random characters (chrg_test_5xyz...). */
export const gatewayId = (kind: 'chrg' | 'tokn' | 'src' | 'evnt' | 'card'): string =>
  `${kind}_test_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

/** Omise's Thai mobile banking source types the simulator knows (a redirect to the bank's app). */
export const MOBILE_BANKING_TYPES: ReadonlySet<string> = new Set([
  'mobile_banking_kbank',
  'mobile_banking_scb',
  'mobile_banking_bay',
  'mobile_banking_bbl',
  'mobile_banking_ktb',
]);
