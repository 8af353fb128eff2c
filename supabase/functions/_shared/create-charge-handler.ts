import { chargeQuoteOf } from './charge-quote.ts';
import type { ServiceClient, UserOfToken } from './database.ts';
import { bearerOf, json, refusal } from './http.ts';
import { OmiseRequestError, type OmiseCharge, type OmiseClient } from './omise-client.ts';
import { SQL_NULL } from './sql-null.ts';
import { isOrderErrorKey, ORDER_ERROR_MESSAGES, type OrderErrorKey } from './order-refusals.ts';

export const GATEWAY_METHODS = [
  'promptpay',
  'card',
  'mobile_banking_kbank',
  'mobile_banking_scb',
  'mobile_banking_bay',
  'mobile_banking_bbl',
  'mobile_banking_ktb',
] as const;
export type GatewayMethod = (typeof GATEWAY_METHODS)[number];

export interface CreateChargeDeps {
  /** The database functions that quote, record and settle a charge (service role). */
  db: Pick<ServiceClient, 'rpc'>;
  userOf: UserOfToken;
  omise: OmiseClient;
  /** The shop's origin (SITE_URL): a redirect method returns there, never to a URL the browser names. */
  siteUrl: string;
}

/** What the checkout gets back: enough to show a QR, redirect, or wait for the webhook. */
export interface CreateChargeAnswer {
  charge_id: string;
  status: OmiseCharge['status'];
  authorize_uri: string | null;
  qr_image_uri: string | null;
  failure_code: string | null;
}

/** The HTTP status of each refusal of an order the charge functions raise; their sentences are the site's (./order-refusals.ts). */
const ORDER_REFUSAL_STATUS: Partial<Record<OrderErrorKey, number>> = {
  order_not_found: 404,
  order_expired: 409,
  order_not_pending: 409,
  order_free: 409,
  amount_mismatch: 409,
};

const CARD_FAILURES: Record<string, string> = {
  insufficient_fund: 'ยอดเงินในบัตรไม่เพียงพอ',
  stolen_or_lost_card: 'บัตรนี้ถูกระงับ กรุณาติดต่อธนาคารผู้ออกบัตร',
  failed_processing: 'ธนาคารไม่สามารถทำรายการได้ กรุณาลองใหม่',
  payment_rejected: 'ธนาคารปฏิเสธรายการนี้',
  invalid_card: 'ข้อมูลบัตรไม่ถูกต้อง',
  used_token: 'ข้อมูลบัตรนี้ใช้ไปแล้ว กรุณากรอกบัตรอีกครั้ง',
};

interface Input {
  orderId: number;
  method: GatewayMethod;
  token: string | null;
  returnPath: string;
}

function readInput(body: unknown): Input | string {
  if (typeof body !== 'object' || body === null) return 'ต้องส่งข้อมูลเป็น JSON';
  const b = body as Record<string, unknown>;
  const orderId = b['order_id'];
  const method = b['method'];
  const token = b['token'];
  const returnPath = b['return_path'] ?? '/';
  if (typeof orderId !== 'number' || !Number.isSafeInteger(orderId) || orderId <= 0) return 'order_id ไม่ถูกต้อง';
  if (typeof method !== 'string' || !(GATEWAY_METHODS as readonly string[]).includes(method)) return 'วิธีชำระเงินไม่ถูกต้อง';
  if (method === 'card' && (typeof token !== 'string' || !/^tokn_[A-Za-z0-9_]{1,100}$/.test(token))) return 'ข้อมูลบัตรไม่ถูกต้อง';
  // A path on the shop only: `//evil.example` or `/\evil` would leave it.
  if (typeof returnPath !== 'string' || !/^\/(?![/\\])[^\s]{0,300}$/.test(returnPath)) return 'return_path ไม่ถูกต้อง';
  return { orderId, method: method as GatewayMethod, token: typeof token === 'string' ? token : null, returnPath };
}

/**
 * POST { order_id, method, token?, return_path? } by the signed-in owner of a pending order.
 * The amount is the order's total read here with the service role (gateway_charge_quote); a
 * browser cannot name one. The charge is recorded before anything else can settle it, and a
 * charge the gateway completed at once (a card) is settled here as the webhook would.
 */
export function createChargeHandler(deps: CreateChargeDeps): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === 'OPTIONS') return json(200, 'ok');
    if (req.method !== 'POST') return refusal(405, 'method_not_allowed', 'ใช้ได้เฉพาะ POST');
    const jwt = bearerOf(req);
    const user = jwt ? await deps.userOf(jwt) : null;
    if (!user) return refusal(401, 'not_signed_in', 'กรุณาเข้าสู่ระบบก่อนชำระเงิน');

    let body: unknown;
    try {
      body = await req.json();
    } catch {
      return refusal(400, 'bad_json', 'ต้องส่งข้อมูลเป็น JSON');
    }
    const input = readInput(body);
    if (typeof input === 'string') return refusal(400, 'invalid_input', input);

    const quoted = await deps.db.rpc('gateway_charge_quote', { p_order_id: input.orderId, p_user_id: user.id });
    if (quoted.error) return orderRefusal(quoted.error.message);
    const quote = chargeQuoteOf(quoted.data);
    if (!quote) return serverError();

    const params: Record<string, string> = {
      amount: String(quote.amount),
      currency: quote.currency,
      description: `RianCode ${quote.order_number}`,
      'metadata[order_number]': quote.order_number,
      'metadata[order_id]': String(quote.order_id),
      return_uri: new URL(input.returnPath, deps.siteUrl).toString(),
    };
    if (input.method === 'card') params['card'] = input.token ?? '';
    else params['source[type]'] = input.method;

    let charge: OmiseCharge;
    try {
      charge = await deps.omise.createCharge(params);
    } catch (error) {
      if (error instanceof OmiseRequestError && error.status < 500) {
        return refusal(402, error.code, CARD_FAILURES[error.code] ?? 'ระบบชำระเงินไม่รับรายการนี้ กรุณาลองใหม่');
      }
      return refusal(502, 'gateway_unavailable', 'ระบบชำระเงินไม่ตอบสนอง กรุณาลองใหม่อีกครั้ง');
    }

    const recorded = await deps.db.rpc('gateway_record_charge', {
      p_order_id: quote.order_id,
      p_user_id: user.id,
      p_charge_id: charge.id,
      p_method: input.method,
      p_amount_satang: charge.amount,
    });
    if (recorded.error) return orderRefusal(recorded.error.message);

    if (charge.status !== 'pending') {
      const settled = await deps.db.rpc('gateway_settle_charge', {
        p_event_id: SQL_NULL, // settled here, by no webhook event
        p_charge_id: charge.id,
        p_status: charge.status,
        p_amount_satang: charge.amount,
        p_currency: charge.currency,
        // Defaults to null (no failure) when left out.
        p_failure_code: charge.failure_code ?? undefined,
      });
      if (settled.error) return orderRefusal(settled.error.message);
    }
    if (charge.status === 'failed') {
      return refusal(402, charge.failure_code ?? 'payment_failed', CARD_FAILURES[charge.failure_code ?? ''] ?? 'การชำระเงินไม่สำเร็จ');
    }
    const answer: CreateChargeAnswer = {
      charge_id: charge.id,
      status: charge.status,
      authorize_uri: charge.authorize_uri,
      qr_image_uri: charge.source?.scannable_code?.image.download_uri ?? null,
      failure_code: charge.failure_code,
    };
    return json(200, answer);
  };
}

function serverError(): Response {
  return refusal(500, 'server_error', 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง');
}

function orderRefusal(key: string): Response {
  if (!isOrderErrorKey(key)) return serverError();
  const status = ORDER_REFUSAL_STATUS[key];
  return status ? refusal(status, key, ORDER_ERROR_MESSAGES[key]) : serverError();
}
