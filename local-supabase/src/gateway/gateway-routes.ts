import { Hono, type Context } from 'hono';
import { renderSVG } from 'uqr';
import type { Config } from '../config.ts';
import { GatewayError, readGatewayBody } from './gateway-body.ts';
import { MOBILE_BANKING_TYPES, gatewayId, type ChargeStatus, type GatewayCharge, type GatewaySource } from './gateway-objects.ts';
import { gatewayPayPage } from './gateway-page.ts';
import { GatewayStore } from './gateway-store.ts';
import { cardBrand, cardOutcome, luhnValid } from './test-cards.ts';
import { deliverWebhook } from './webhook-sender.ts';

export type GatewayConfig = Pick<
  Config,
  'OMISE_PUBLIC_KEY' | 'OMISE_SECRET_KEY' | 'OMISE_WEBHOOK_SECRET' | 'GATEWAY_WEBHOOK_URL' | 'apiExternalUrl'
>;

/**
 * The local stand-in for Opn Payments (Omise) test mode (decision 0052), mounted at /gateway:
 *   /gateway/api    the API (api.omise.co): POST /charges, GET /charges/:id, POST /sources
 *   /gateway/vault  the vault (vault.omise.co): POST /tokens (the card form posts here, never to us)
 *   /gateway/pay/:id  the payer's page (authorize_uri, the PromptPay QR's target): pay or fail
 * A charge that completes posts `charge.complete` to the webhook URL, signed as Omise signs.
 */
export function createGatewayRoutes(config: GatewayConfig, store = new GatewayStore()): Hono {
  const app = new Hono();
  const base = `${config.apiExternalUrl}/gateway`;
  const webhookUrl = config.GATEWAY_WEBHOOK_URL ?? `${config.apiExternalUrl}/functions/v1/payment-webhook`;

  app.onError((error, c) => {
    if (error instanceof GatewayError) return c.json(error.toJSON(), error.status);
    throw error;
  });

  // Omise authenticates with HTTP Basic, the key as the user name and an empty password.
  const requireKey = (c: Context, key: string): void => {
    const header = c.req.header('authorization') ?? '';
    const given = header.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString('utf8').replace(/:$/, '') : '';
    if (given !== key) throw new GatewayError(401, 'authentication_failure', 'authentication failed');
  };
  const requirePublicKey = (c: Context): void => requireKey(c, config.OMISE_PUBLIC_KEY);
  const requireSecretKey = (c: Context): void => requireKey(c, config.OMISE_SECRET_KEY);

  const complete = (charge: GatewayCharge, status: ChargeStatus, failure: string | null = null): void => {
    charge.status = status;
    charge.paid = status === 'successful';
    charge.authorized = status === 'successful';
    charge.paid_at = status === 'successful' ? new Date().toISOString() : null;
    charge.failure_code = failure;
    charge.failure_message = failure;
    const event = {
      object: 'event' as const,
      id: gatewayId('evnt'),
      livemode: false as const,
      location: '',
      key: 'charge.complete' as const,
      created_at: new Date().toISOString(),
      data: structuredClone(charge),
    };
    event.location = `/events/${event.id}`;
    store.events.set(charge.id, [...(store.events.get(charge.id) ?? []), event]);
    store.deliveries.set(charge.id, 'sending');
    void deliverWebhook(webhookUrl, config.OMISE_WEBHOOK_SECRET, event).then((result) => store.deliveries.set(charge.id, result));
  };

  const amountOf = (body: Map<string, string>): { amount: number; currency: string } => {
    const amount = Number(body.get('amount'));
    const currency = (body.get('currency') ?? '').toLowerCase();
    // Omise's minimum for THB is 20 baht (2000 satang).
    if (!Number.isInteger(amount) || amount < 2000 || amount > 15_000_000) {
      throw new GatewayError(400, 'invalid_amount', 'amount must be an integer number of satang between 2000 and 15000000');
    }
    if (currency !== 'thb') throw new GatewayError(400, 'invalid_charge', 'currency is currently not supported');
    return { amount, currency };
  };

  const newSource = (type: string, amount: number, currency: string): GatewaySource => {
    if (type !== 'promptpay' && !MOBILE_BANKING_TYPES.has(type)) {
      throw new GatewayError(400, 'invalid_source', `type ${type} is not supported`);
    }
    const id = gatewayId('src');
    const source: GatewaySource = {
      object: 'source',
      id,
      type,
      flow: type === 'promptpay' ? 'offline' : 'redirect',
      amount,
      currency,
      scannable_code: null,
      created_at: new Date().toISOString(),
    };
    store.sources.set(id, source);
    return source;
  };

  app.post('/vault/tokens', async (c) => {
    requirePublicKey(c);
    const body = await readGatewayBody(c);
    const number = (body.get('card[number]') ?? '').replace(/[\s-]/g, '');
    const month = Number(body.get('card[expiration_month]'));
    const year = Number(body.get('card[expiration_year]'));
    const name = (body.get('card[name]') ?? '').trim();
    const code = body.get('card[security_code]') ?? '';
    if (!luhnValid(number)) throw new GatewayError(400, 'invalid_card', 'number is invalid');
    if (!Number.isInteger(month) || month < 1 || month > 12)
      throw new GatewayError(400, 'invalid_card', 'expiration month is not between 1 and 12');
    const now = new Date();
    if (!Number.isInteger(year) || year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
      throw new GatewayError(400, 'invalid_card', 'expiration date cannot be in the past');
    }
    if (name === '' || name.length > 100) throw new GatewayError(400, 'invalid_card', "name can't be blank");
    if (!/^[0-9]{3,4}$/.test(code)) throw new GatewayError(400, 'invalid_card', 'security code is invalid');
    const token = {
      object: 'token' as const,
      id: gatewayId('tokn'),
      livemode: false as const,
      used: false,
      number,
      created_at: now.toISOString(),
      card: {
        object: 'card' as const,
        id: gatewayId('card'),
        brand: cardBrand(number),
        last_digits: number.slice(-4),
        name,
        expiration_month: month,
        expiration_year: year,
      },
    };
    store.tokens.set(token.id, token);
    const { number: _kept, ...visible } = token;
    return c.json(visible);
  });

  app.post('/api/sources', async (c) => {
    requirePublicKey(c);
    const body = await readGatewayBody(c);
    const { amount, currency } = amountOf(body);
    return c.json(newSource(body.get('type') ?? '', amount, currency));
  });

  app.post('/api/charges', async (c) => {
    requireSecretKey(c);
    const body = await readGatewayBody(c);
    const { amount, currency } = amountOf(body);
    const metadata: Record<string, unknown> = {};
    for (const [key, value] of body) {
      const match = /^metadata\[([A-Za-z0-9_]{1,40})\]$/.exec(key);
      if (match?.[1]) metadata[match[1]] = value;
    }
    const id = gatewayId('chrg');
    const charge: GatewayCharge = {
      object: 'charge',
      id,
      location: `/charges/${id}`,
      livemode: false,
      amount,
      currency,
      description: body.get('description') ?? null,
      metadata,
      status: 'pending',
      paid: false,
      authorized: false,
      authorize_uri: null,
      return_uri: body.get('return_uri') ?? null,
      failure_code: null,
      failure_message: null,
      card: null,
      source: null,
      created_at: new Date().toISOString(),
      paid_at: null,
    };

    const tokenId = body.get('card');
    const sourceId = body.get('source');
    const sourceType = body.get('source[type]');
    if (tokenId) {
      const token = store.tokens.get(tokenId);
      if (!token || token.used) throw new GatewayError(400, 'used_token', 'token was already used or does not exist');
      token.used = true;
      charge.card = token.card;
      store.charges.set(id, charge);
      // A card without 3-D Secure completes at once, as in Omise's test mode.
      const outcome = cardOutcome(token.number);
      complete(charge, outcome.failure_code ? 'failed' : 'successful', outcome.failure_code);
      charge.failure_message = outcome.failure_message;
      return c.json(charge);
    }
    const source = sourceId ? store.sources.get(sourceId) : sourceType ? newSource(sourceType, amount, currency) : undefined;
    if (!source) throw new GatewayError(400, 'invalid_charge', 'card or source is required');
    if (source.amount !== amount) throw new GatewayError(400, 'invalid_charge', 'amount does not match the source amount');
    if (source.type === 'promptpay') {
      source.scannable_code = {
        object: 'barcode',
        type: 'qr',
        image: { object: 'document', download_uri: `${base}/qr/${id}.svg` },
      };
    } else {
      if (!charge.return_uri) throw new GatewayError(400, 'invalid_charge', 'return uri is required for a redirect source');
      charge.authorize_uri = `${base}/pay/${id}`;
    }
    charge.source = source;
    store.charges.set(id, charge);
    return c.json(charge);
  });

  app.get('/api/charges/:id', (c) => {
    requireSecretKey(c);
    const charge = store.charges.get(c.req.param('id'));
    if (!charge) throw new GatewayError(404, 'not_found', 'charge was not found');
    return c.json(charge);
  });

  // The PromptPay QR: a real QR whose content is the pay page, so a phone on the same network
  // "scans and pays"; the checkout shows it as Omise's download_uri image.
  app.get('/qr/:file', (c) => {
    const id = c.req.param('file').replace(/\.svg$/, '');
    if (!store.charges.has(id)) throw new GatewayError(404, 'not_found', 'charge was not found');
    return c.body(renderSVG(`${base}/pay/${id}`), 200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' });
  });

  app.get('/pay/:id', (c) => {
    const charge = store.charges.get(c.req.param('id'));
    if (!charge) return c.html('<!doctype html><p lang="th">ไม่พบรายการชำระเงินนี้ / Charge not found</p>', 404);
    return c.html(gatewayPayPage(charge, store.deliveries.get(charge.id) ?? null, store.events.get(charge.id)?.length ?? 0));
  });

  app.post('/pay/:id', async (c) => {
    const charge = store.charges.get(c.req.param('id'));
    if (!charge) return c.html('<!doctype html><p lang="th">ไม่พบรายการชำระเงินนี้ / Charge not found</p>', 404);
    const form = await c.req.parseBody();
    const action = form['action'];
    if (action === 'resend') {
      // Delivers the last event again, as Omise retries: the webhook must change nothing the second time.
      const last = store.events.get(charge.id)?.at(-1);
      if (last) {
        store.deliveries.set(charge.id, 'sending');
        void deliverWebhook(webhookUrl, config.OMISE_WEBHOOK_SECRET, last).then((result) => store.deliveries.set(charge.id, result));
      }
    } else if (charge.status === 'pending' && (action === 'pay' || action === 'fail')) {
      complete(charge, action === 'pay' ? 'successful' : 'failed', action === 'pay' ? null : 'payment_rejected');
      if (charge.return_uri) return c.redirect(charge.return_uri, 303);
    }
    return c.redirect(`${base}/pay/${charge.id}`, 303);
  });

  return app;
}
