import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { PNG } from 'pngjs';
import { encode } from 'uqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUserClient, serviceClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

// The gateway's Edge Functions as deployed (supabase/functions/create-charge, payment-webhook,
// read-slip), run by Deno through local-supabase's /functions/v1 and invoked with supabase-js,
// against the Omise simulator, whose webhook reaches payment-webhook over HTTP as Omise's would.
// Waits are on state (the order row, the simulator's delivery), never on time.

const COURSE_REACT = 2; // ฿2,990
let server: TestServer;
let service: SupabaseClient;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  service = serviceClient(server);
}, 120_000);

afterAll(async () => {
  await server.stop();
});

const sql = <T>(text: string, params: unknown[] = []): Promise<T[]> =>
  server.db.transaction(null, async (tx) => (await tx.query<T>(text, params)).rows);

async function buyerWithOrder(): Promise<{ client: SupabaseClient; userId: string; orderId: number }> {
  counter += 1;
  const client = await newUserClient(server, `edge-buyer${counter}@example.com`);
  const { data } = await client.auth.getSession();
  const order = await client.rpc('create_order', { p_course_id: COURSE_REACT }).single<{ id: number }>();
  if (!data.session || !order.data) throw new Error(`no session or order: ${order.error?.message ?? ''}`);
  return { client, userId: data.session.user.id, orderId: order.data.id };
}

/** The function's JSON answer, or its refusal's status and body. */
async function invoke(client: SupabaseClient, name: string, body: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
  const result = await client.functions.invoke<unknown>(name, { body });
  const failure: unknown = result.error;
  if (failure instanceof FunctionsHttpError) {
    const response = failure.context as Response;
    return { status: response.status, body: await response.json() };
  }
  if (failure instanceof Error) throw failure;
  const data: unknown = result.data;
  return { status: 200, body: data };
}

async function cardToken(number: string): Promise<string> {
  const res = await fetch(`${server.url}/gateway/vault/tokens`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${server.config.OMISE_PUBLIC_KEY}:`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ card: { name: 'A B', number, expiration_month: 12, expiration_year: 2099, security_code: '123' } }),
  });
  return ((await res.json()) as { id: string }).id;
}

const orderStatus = async (orderId: number): Promise<string | undefined> =>
  (await sql<{ status: string }>('select status from public.orders where id = $1', [orderId]))[0]?.status;

async function deliveryOf(chargeId: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const page = await (await fetch(`${server.url}/gateway/pay/${chargeId}`)).text();
        text = /data-testid="gateway-delivery">([^<(]*)/.exec(page)?.[1]?.trim() ?? '';
        return text.startsWith('HTTP') || text.includes('rror');
      },
      { timeout: 60_000, interval: 100 },
    )
    .toBe(true);
  return text;
}

const atPage = (chargeId: string, action: 'pay' | 'resend'): Promise<Response> =>
  fetch(`${server.url}/gateway/pay/${chargeId}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }).toString(),
  });

async function fingerprint(): Promise<string> {
  const tables = [
    'orders',
    'order_events',
    'receipts',
    'email_outbox',
    'enrollments',
    'gateway_charges',
    'gateway_events',
    'payment_slips',
  ];
  const rows = await sql<{ t: string; h: string | null }>(
    tables
      .map((t) => `select '${t}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from public.${t} x`)
      .join(' union all '),
  );
  return rows.map((r) => `${r.t}:${r.h ?? ''}`).join(',');
}

describe('create-charge and payment-webhook in Deno', () => {
  it('a card charge takes the server-side total; the learner is enrolled with a receipt', async () => {
    const { client, userId, orderId } = await buyerWithOrder();
    const res = await invoke(client, 'create-charge', {
      order_id: orderId,
      method: 'card',
      token: await cardToken('4242424242424242'),
      amount: 1,
    });
    expect(res).toMatchObject({ status: 200, body: { status: 'successful' } });
    const chargeId = (res.body as { charge_id: string }).charge_id;
    expect(await sql('select amount_satang::int as amount from public.gateway_charges where charge_id = $1', [chargeId])).toEqual([
      { amount: 299_000 },
    ]);
    expect(await orderStatus(orderId)).toBe('paid');
    expect(await sql('select 1 from public.enrollments where user_id = $1 and course_id = $2', [userId, COURSE_REACT])).toHaveLength(1);
    expect(await sql('select 1 from public.receipts where order_id = $1', [orderId])).toHaveLength(1);
    // Its webhook arrives after create-charge settled it: answered 200, nothing paid twice.
    expect(await deliveryOf(chargeId)).toBe('HTTP 200');
  });

  it('a PromptPay charge paid at the simulator is settled by the webhook function; a replay changes nothing', async () => {
    const { client, orderId } = await buyerWithOrder();
    const res = await invoke(client, 'create-charge', { order_id: orderId, method: 'promptpay' });
    const chargeId = (res.body as { charge_id: string }).charge_id;
    expect(await orderStatus(orderId)).toBe('pending');
    await atPage(chargeId, 'pay');
    expect(await deliveryOf(chargeId)).toBe('HTTP 200');
    expect(await orderStatus(orderId)).toBe('paid');

    const before = await fingerprint();
    await atPage(chargeId, 'resend');
    expect(await deliveryOf(chargeId)).toBe('HTTP 200');
    expect(await fingerprint()).toBe(before);
  });

  it('the webhook function refuses a charge whose amount is not the order total', async () => {
    const { userId, orderId } = await buyerWithOrder();
    const cheap = (await (
      await fetch(`${server.url}/gateway/api/charges`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${server.config.OMISE_SECRET_KEY}:`).toString('base64')}` },
        body: new URLSearchParams({ amount: '2000', currency: 'thb', 'source[type]': 'promptpay' }),
      })
    ).json()) as { id: string };
    await sql(
      "insert into public.gateway_charges (charge_id, order_id, user_id, method, amount_satang) values ($1, $2, $3, 'promptpay', 299000)",
      [cheap.id, orderId, userId],
    );
    const before = await fingerprint();
    await atPage(cheap.id, 'pay');
    expect(await deliveryOf(cheap.id)).toBe('HTTP 422');
    expect(await fingerprint()).toBe(before);
  });

  it("refuses another learner's order", async () => {
    const { orderId } = await buyerWithOrder();
    const intruder = await buyerWithOrder();
    expect(await invoke(intruder.client, 'create-charge', { order_id: orderId, method: 'promptpay' })).toMatchObject({
      status: 404,
      body: { code: 'order_not_found', message: 'ไม่พบคำสั่งซื้อนี้' },
    });
  });
});

describe('read-slip in Deno', () => {
  const slipPng = (text: string): Buffer => {
    const modules = encode(text).data;
    const side = (modules.length + 8) * 4;
    const png = new PNG({ width: side, height: side });
    for (let y = 0; y < side; y += 1) {
      for (let x = 0; x < side; x += 1) {
        const dark = modules[Math.floor(y / 4) - 4]?.[Math.floor(x / 4) - 4] === true;
        const at = (y * side + x) * 4;
        png.data[at] = png.data[at + 1] = png.data[at + 2] = dark ? 0 : 255;
        png.data[at + 3] = 255;
      }
    }
    return PNG.sync.write(png);
  };

  async function submit(buyer: { client: SupabaseClient; userId: string; orderId: number }, image: Buffer): Promise<number> {
    const path = `${buyer.userId}/${buyer.orderId}/slip.png`;
    const up = await buyer.client.storage.from('payment-slips').upload(path, image, { contentType: 'image/png' });
    if (up.error) throw new Error(up.error.message);
    const slip = await buyer.client.rpc('submit_payment_slip', { p_order_id: buyer.orderId, p_object_path: path }).single<{ id: number }>();
    if (!slip.data) throw new Error(slip.error?.message ?? 'no slip');
    return slip.data.id;
  }

  it('reads the reference; the same transfer for another order is refused in Thai', async () => {
    const first = await buyerWithOrder();
    const second = await buyerWithOrder();
    const field = (tag: string, value: string): string => `${tag}${String(value.length).padStart(2, '0')}${value}`;
    const image = slipPng(field('00', field('00', '000001') + field('01', '014') + field('02', '202611270EDGE01')) + field('51', 'TH'));
    expect(await invoke(first.client, 'read-slip', { slip_id: await submit(first, image) })).toMatchObject({
      status: 200,
      body: { qr_reference: '014-202611270EDGE01', qr_readable: true },
    });
    const reused = await submit(second, image);
    expect(await invoke(second.client, 'read-slip', { slip_id: reused })).toMatchObject({
      status: 409,
      body: { code: 'slip_reference_used' },
    });
    const row = await service.from('payment_slips').select('status').eq('id', reused).single<{ status: string }>();
    expect(row.data?.status).toBe('rejected');
  });
});
