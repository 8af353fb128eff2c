import { createServer, type Server } from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createChargeHandler } from 'supabase/functions/create-charge-handler';
import { omiseClient, type OmiseClient } from 'supabase/functions/omise-client';
import { paymentWebhookHandler } from 'supabase/functions/payment-webhook-handler';
import { signWebhook } from '../src/gateway/webhook-sender.ts';
import { newUserClient, serviceClient } from './clients.ts';
import { freePort } from './free-port.ts';
import { startTestServer, type TestServer } from './harness.ts';

// The payment gateway (issue 29 item 3, decision 0052) end to end: the create-charge and
// payment-webhook functions' handlers (the same files the Edge Functions serve) against the
// local Omise simulator, whose webhook this test's HTTP server delivers to the webhook handler.
// Every wait is on state (the order's row, the simulator's delivery), never on time.

const SITE = 'https://riancode.example';
const COURSE_REACT = 2; // ฿2,990
const WEBHOOK_SECRET = Buffer.from('a-webhook-secret-for-this-test-only').toString('base64');

interface OrderRow {
  id: number;
  status: string;
  paid_via: string | null;
  payment_method: string | null;
  gateway_charge_id: string | null;
}

let server: TestServer;
let service: SupabaseClient;
let webhookServer: Server;
let omise: OmiseClient;
let createCharge: (req: Request) => Promise<Response>;
let counter = 0;

beforeAll(async () => {
  const webhookPort = await freePort();
  let deliver: (req: Request) => Promise<Response> = () => Promise.resolve(new Response('not ready', { status: 503 }));
  // Stands in for /functions/v1/payment-webhook until the Edge Functions runtime serves it.
  webhookServer = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value);
      const req = new Request(`http://127.0.0.1:${webhookPort}/`, { method: 'POST', headers, body: Buffer.concat(chunks) });
      void deliver(req).then(async (res) => {
        outgoing.writeHead(res.status, { 'content-type': 'application/json' });
        outgoing.end(await res.text());
      });
    });
  });
  await new Promise<void>((resolve) => webhookServer.listen(webhookPort, '127.0.0.1', resolve));

  server = await startTestServer({
    env: { SITE_URL: SITE, GATEWAY_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/`, OMISE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  });
  service = serviceClient(server);
  omise = omiseClient(`${server.url}/gateway/api`, server.config.OMISE_SECRET_KEY);
  deliver = paymentWebhookHandler({ db: service, omise, webhookSecret: WEBHOOK_SECRET });
  createCharge = createChargeHandler({
    db: service,
    userOf: async (jwt) => (await service.auth.getUser(jwt)).data.user,
    omise,
    siteUrl: SITE,
  });
}, 120_000);

afterAll(async () => {
  await server.stop();
  await new Promise<void>((resolve) => webhookServer.close(() => resolve()));
});

const sql = <T>(text: string, params: unknown[] = []): Promise<T[]> =>
  server.db.transaction(null, async (tx) => (await tx.query<T>(text, params)).rows);

async function buyerWithOrder(): Promise<{ client: SupabaseClient; jwt: string; userId: string; orderId: number }> {
  counter += 1;
  const client = await newUserClient(server, `gateway-buyer${counter}@example.com`);
  const { data: session } = await client.auth.getSession();
  const order = await client.rpc('create_order', { p_course_id: COURSE_REACT }).single<{ id: number }>();
  if (!session.session || !order.data) throw new Error(`no session or order: ${order.error?.message ?? ''}`);
  return { client, jwt: session.session.access_token, userId: session.session.user.id, orderId: order.data.id };
}

const invokeCreateCharge = (jwt: string | null, body: unknown): Promise<Response> =>
  createCharge(
    new Request(`${server.url}/functions/v1/create-charge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) },
      body: JSON.stringify(body),
    }),
  );

/** Tokenizes a card at the simulator's vault with the public key, as Omise.js does in the browser. */
async function cardToken(number: string): Promise<string> {
  const res = await fetch(`${server.url}/gateway/vault/tokens`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${server.config.OMISE_PUBLIC_KEY}:`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      'card[name]': 'SOMCHAI JAIDEE',
      'card[number]': number,
      'card[expiration_month]': '12',
      'card[expiration_year]': String(new Date().getUTCFullYear() + 2),
      'card[security_code]': '123',
    }).toString(),
  });
  const body = (await res.json()) as { id?: string; message?: string };
  if (!body.id) throw new Error(`tokenizing failed: ${body.message ?? res.status}`);
  return body.id;
}

async function orderRow(id: number): Promise<OrderRow> {
  const [row] = await sql<OrderRow>('select id, status, paid_via, payment_method, gateway_charge_id from public.orders where id = $1', [
    id,
  ]);
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

/** What the simulator's page says about the last webhook delivery of a charge, once it is not in flight. */
async function deliveryOf(chargeId: string): Promise<string> {
  let text = 'sending';
  await expect
    .poll(
      async () => {
        const page = await (await fetch(`${server.url}/gateway/pay/${chargeId}`)).text();
        text = /data-testid="gateway-delivery">([^<(]*)/.exec(page)?.[1]?.trim() ?? '';
        return text !== 'sending' && text !== '' && !text.startsWith('ยังไม่ส่ง');
      },
      { timeout: 20_000, interval: 50 },
    )
    .toBe(true);
  return text;
}

/**
 * Waits until no webhook of any charge is in flight. A card charge completes inside create-charge,
 * so its webhook can outrun the charge's row (404) and be retried seconds later, writing to
 * gateway_events during whichever test runs next: every test ends with the gateway quiet, so a
 * later test's "changes nothing" fingerprint sees only its own writes.
 */
async function gatewayQuiet(): Promise<void> {
  const charges = await sql<{ charge_id: string }>('select charge_id from public.gateway_charges');
  for (const { charge_id } of charges) {
    await expect
      .poll(
        async () => /data-testid="gateway-delivery">sending/.test(await (await fetch(`${server.url}/gateway/pay/${charge_id}`)).text()),
        {
          timeout: 20_000,
          interval: 50,
        },
      )
      .toBe(false);
  }
}

afterEach(gatewayQuiet, 30_000);

const payAtPage = (chargeId: string, action: 'pay' | 'fail' | 'resend'): Promise<Response> =>
  fetch(`${server.url}/gateway/pay/${chargeId}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }).toString(),
  });

async function fingerprint(): Promise<string> {
  const tables = ['orders', 'order_events', 'receipts', 'email_outbox', 'enrollments', 'gateway_charges', 'gateway_events'];
  const rows = await sql<{ t: string; h: string | null }>(
    tables
      .map((t) => `select '${t}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from public.${t} x`)
      .join(' union all '),
  );
  return rows.map((r) => `${r.t}:${r.h ?? ''}`).join(',');
}

describe('create-charge', () => {
  it('charges the order total read on the server, whatever amount the browser sends', async () => {
    const { client, jwt, userId, orderId } = await buyerWithOrder();
    const res = await invokeCreateCharge(jwt, {
      order_id: orderId,
      method: 'card',
      token: await cardToken('4242424242424242'),
      amount: 100,
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { charge_id: string; status: string };
    expect(answer.status).toBe('successful');
    const charge = await omise.retrieveCharge(answer.charge_id);
    expect(charge).toMatchObject({ amount: 299_000, currency: 'thb', metadata: { order_id: String(orderId) } });

    // Paid through the existing gateway path: enrolled, a receipt, its e-mail queued, method recorded.
    expect(await orderRow(orderId)).toMatchObject({
      status: 'paid',
      paid_via: 'gateway',
      payment_method: 'card',
      gateway_charge_id: answer.charge_id,
    });
    expect(await sql('select 1 from public.enrollments where user_id = $1 and course_id = $2', [userId, COURSE_REACT])).toHaveLength(1);
    expect(await sql('select 1 from public.receipts where order_id = $1', [orderId])).toHaveLength(1);
    // The learner sees their own charge (RLS); another learner sees none of it.
    expect((await client.from('gateway_charges').select('charge_id, method, status')).data).toEqual([
      { charge_id: answer.charge_id, method: 'card', status: 'successful' },
    ]);
    const stranger = await buyerWithOrder();
    expect((await stranger.client.from('gateway_charges').select('charge_id')).data).toEqual([]);
    expect(
      await sql("select 1 from public.email_outbox o join public.users u on u.email = o.to_email where u.id = $1 and o.kind = 'receipt'", [
        userId,
      ]),
    ).toHaveLength(1);
  });

  it("refuses another learner's order, a signed-out caller and a made-up method, and creates nothing", async () => {
    const { orderId } = await buyerWithOrder();
    const intruder = await buyerWithOrder();
    const before = await fingerprint();
    const other = await invokeCreateCharge(intruder.jwt, { order_id: orderId, method: 'promptpay' });
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ code: 'order_not_found', message: 'ไม่พบคำสั่งซื้อนี้' });
    expect((await invokeCreateCharge(null, { order_id: orderId, method: 'promptpay' })).status).toBe(401);
    expect((await invokeCreateCharge(intruder.jwt, { order_id: intruder.orderId, method: 'cash' })).status).toBe(400);
    expect(
      (await invokeCreateCharge(intruder.jwt, { order_id: intruder.orderId, method: 'mobile_banking_scb', return_path: '//evil.example' }))
        .status,
    ).toBe(400);
    expect(await fingerprint()).toBe(before);
  });

  it('refuses an expired and a cancelled order in the words every page shows for them (one table, @shared/db/orders)', async () => {
    const late = await buyerWithOrder();
    await sql("update public.orders set expires_at = now() - interval '1 minute' where id = $1", [late.orderId]);
    const expired = await invokeCreateCharge(late.jwt, { order_id: late.orderId, method: 'promptpay' });
    expect(expired.status).toBe(409);
    expect(await expired.json()).toMatchObject({ code: 'order_expired', message: 'คำสั่งซื้อนี้หมดเวลาชำระเงินแล้ว' });

    const withdrawn = await buyerWithOrder();
    expect((await withdrawn.client.rpc('cancel_order', { p_order_id: withdrawn.orderId })).error).toBeNull();
    const closed = await invokeCreateCharge(withdrawn.jwt, { order_id: withdrawn.orderId, method: 'promptpay' });
    expect(closed.status).toBe(409);
    expect(await closed.json()).toMatchObject({ code: 'order_not_pending', message: 'คำสั่งซื้อนี้ไม่ได้อยู่ในสถานะรอชำระเงินแล้ว' });
  });

  it('a declined test card leaves the order pending with a Thai reason', async () => {
    const { jwt, orderId } = await buyerWithOrder();
    const res = await invokeCreateCharge(jwt, { order_id: orderId, method: 'card', token: await cardToken('4111111111140011') });
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ code: 'insufficient_fund', message: 'ยอดเงินในบัตรไม่เพียงพอ' });
    expect((await orderRow(orderId)).status).toBe('pending');
    expect(await sql('select status, failure_code from public.gateway_charges where order_id = $1', [orderId])).toEqual([
      { status: 'failed', failure_code: 'insufficient_fund' },
    ]);
  });
});

describe('payment-webhook', () => {
  it('a PromptPay QR paid at the simulator enrols the learner; the replayed event changes nothing', async () => {
    const { jwt, userId, orderId } = await buyerWithOrder();
    const res = await invokeCreateCharge(jwt, { order_id: orderId, method: 'promptpay' });
    const answer = (await res.json()) as { charge_id: string; status: string; qr_image_uri: string };
    expect(answer.status).toBe('pending');
    const qr = await fetch(answer.qr_image_uri);
    expect(qr.headers.get('content-type')).toBe('image/svg+xml');
    expect(await qr.text()).toContain('<svg');
    expect((await orderRow(orderId)).status).toBe('pending');

    expect((await payAtPage(answer.charge_id, 'pay')).status).toBe(303);
    expect(await deliveryOf(answer.charge_id)).toBe('HTTP 200');
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', payment_method: 'promptpay' });
    expect(await sql('select 1 from public.enrollments where user_id = $1 and course_id = $2', [userId, COURSE_REACT])).toHaveLength(1);

    const before = await fingerprint();
    await payAtPage(answer.charge_id, 'resend');
    expect(await deliveryOf(answer.charge_id)).toBe('HTTP 200');
    expect(await fingerprint()).toBe(before);
  });

  it('refuses a charge whose amount is not the order total, and changes nothing', async () => {
    const { userId, orderId } = await buyerWithOrder();
    // A charge of ฿20 at the gateway recorded against a ฿2,990 order: what a tampered flow would produce.
    const cheap = await omise.createCharge({ amount: '2000', currency: 'thb', 'source[type]': 'promptpay' });
    await sql(
      "insert into public.gateway_charges (charge_id, order_id, user_id, method, amount_satang) values ($1, $2, $3, 'promptpay', 299000)",
      [cheap.id, orderId, userId],
    );
    const before = await fingerprint();
    await payAtPage(cheap.id, 'pay');
    expect(await deliveryOf(cheap.id)).toBe('HTTP 422');
    expect(await fingerprint()).toBe(before);
    expect((await orderRow(orderId)).status).toBe('pending');
  });

  it('trusts the retrieved charge, not the event body, and refuses a bad signature', async () => {
    const { jwt, orderId } = await buyerWithOrder();
    const answer = (await (await invokeCreateCharge(jwt, { order_id: orderId, method: 'promptpay' })).json()) as { charge_id: string };
    const forged = JSON.stringify({
      object: 'event',
      id: 'evnt_test_forged1',
      key: 'charge.complete',
      data: { object: 'charge', id: answer.charge_id, status: 'successful', amount: 299_000, currency: 'thb' },
    });
    const webhook = paymentWebhookHandler({ db: service, omise, webhookSecret: WEBHOOK_SECRET });
    const post = (signature: string): Promise<Response> => {
      const timestamp = String(Math.floor(Date.now() / 1000));
      return webhook(
        new Request('http://localhost/functions/v1/payment-webhook', {
          method: 'POST',
          headers: {
            'omise-signature': signature || signWebhook(WEBHOOK_SECRET, timestamp, forged),
            'omise-signature-timestamp': timestamp,
          },
          body: forged,
        }),
      );
    };
    expect((await post('00'.repeat(32))).status).toBe(401);
    // Correctly signed, but the gateway says the charge is still pending: the order stays pending.
    const signed = await post('');
    expect(await signed.json()).toEqual({ outcome: 'pending' });
    expect((await orderRow(orderId)).status).toBe('pending');
  });

  it('mobile banking: the payer fails at the bank page, is sent back to the shop, and the order stays pending', async () => {
    const { jwt, orderId } = await buyerWithOrder();
    const res = await invokeCreateCharge(jwt, {
      order_id: orderId,
      method: 'mobile_banking_kbank',
      return_path: `/checkout/${COURSE_REACT}?order=${orderId}`,
    });
    const answer = (await res.json()) as { charge_id: string; authorize_uri: string };
    expect(answer.authorize_uri).toBe(`${server.url}/gateway/pay/${answer.charge_id}`);
    const back = await payAtPage(answer.charge_id, 'fail');
    expect(back.headers.get('location')).toBe(`${SITE}/checkout/${COURSE_REACT}?order=${orderId}`);
    expect(await deliveryOf(answer.charge_id)).toBe('HTTP 200');
    expect((await orderRow(orderId)).status).toBe('pending');
    expect(await sql('select status from public.gateway_charges where charge_id = $1', [answer.charge_id])).toEqual([{ status: 'failed' }]);
  });
});

describe('the simulator API', () => {
  it('answers as Omise: keys by HTTP Basic, errors as error objects', async () => {
    const wrongKey = omiseClient(`${server.url}/gateway/api`, 'skey_test_wrong_key');
    await expect(wrongKey.retrieveCharge('chrg_test_x')).rejects.toMatchObject({ status: 401, code: 'authentication_failure' });
    await expect(omise.retrieveCharge('chrg_test_nothing')).rejects.toMatchObject({ status: 404, code: 'not_found' });
    await expect(omise.createCharge({ amount: '1999', currency: 'thb', 'source[type]': 'promptpay' })).rejects.toMatchObject({
      status: 400,
      code: 'invalid_amount',
    });
    await expect(cardToken('4242424242424241')).rejects.toThrow('number is invalid');
    // The checkout's card form posts JSON (Omise takes either); same token either way.
    const json = await fetch(`${server.url}/gateway/vault/tokens`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${server.config.OMISE_PUBLIC_KEY}:`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        card: { name: 'A B', number: '4242424242424242', expiration_month: '1', expiration_year: '2099', security_code: '123' },
      }),
    });
    const token = (await json.json()) as Record<string, unknown>;
    expect(token).toMatchObject({ object: 'token', used: false, card: { brand: 'Visa', last_digits: '4242' } });
    // The vault never answers the number back.
    expect(JSON.stringify(token)).not.toContain('4242424242424242');
  });
});
