import { createRequire } from 'node:module';
import type { SupabaseClient } from '@supabase/supabase-js';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { readSlipHandler } from 'supabase/functions/read-slip-handler';
import { slipReferenceOf, type SlipQrDecoders } from 'supabase/functions/slip-qr';
import { encode } from 'uqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUserClient, serviceClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Slip references (issue 29 item 3, decision 0052): the read-slip function's handler (the file the
// Edge Function serves) decodes the slip image's QR on the server with the same decoders, and
// record_slip_reference refuses a transfer reference another order already used.

const COURSE_REACT = 2;
// jsqr is a UMD bundle whose module.exports is the function; its typings describe an ES default export.
const jsQR = createRequire(import.meta.url)('jsqr') as SlipQrDecoders['jsQR'];

let server: TestServer;
let service: SupabaseClient;
let admin: SupabaseClient;
let readSlip: (req: Request) => Promise<Response>;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  service = serviceClient(server);
  admin = await signedInClient(server, 'admin');
  readSlip = readSlipHandler({
    db: service,
    userOf: async (jwt) => (await service.auth.getUser(jwt)).data.user,
    decoders: {
      jsQR: (data, width, height) => jsQR(data, width, height),
      decodeJpeg: (bytes) => jpeg.decode(bytes, { useTArray: true }),
      decodePng: (bytes) => PNG.sync.read(Buffer.from(bytes)),
    },
  });
}, 120_000);

afterAll(async () => {
  await server.stop();
});

/** A Thai bank slip's mini-QR payload: tag 00 holds API id, sending bank (014) and the transaction ref. */
function slipQrText(transactionRef: string): string {
  const field = (tag: string, value: string): string => `${tag}${String(value.length).padStart(2, '0')}${value}`;
  return field('00', field('00', '000001') + field('01', '014') + field('02', transactionRef)) + field('51', 'TH');
}

/** A PNG of the slip: a QR (4 px modules, quiet zone) or, without text, a blank "photo". */
function slipPng(qrText: string | null): Buffer {
  const modules = qrText ? encode(qrText).data : [];
  const scale = 4;
  const quiet = 4;
  const side = qrText ? (modules.length + quiet * 2) * scale : 120;
  const png = new PNG({ width: side, height: side });
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = modules[Math.floor(y / scale) - quiet];
      const dark = row?.[Math.floor(x / scale) - quiet] === true;
      const at = (y * side + x) * 4;
      png.data[at] = png.data[at + 1] = png.data[at + 2] = dark ? 0 : 255;
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

interface Buyer {
  client: SupabaseClient;
  jwt: string;
  userId: string;
  orderId: number;
}

async function buyerWithOrder(): Promise<Buyer> {
  counter += 1;
  const client = await newUserClient(server, `slip-buyer${counter}@example.com`);
  const { data } = await client.auth.getSession();
  const order = await client.rpc('create_order', { p_course_id: COURSE_REACT }).single<{ id: number }>();
  if (!data.session || !order.data) throw new Error(`no session or order: ${order.error?.message ?? ''}`);
  return { client, jwt: data.session.access_token, userId: data.session.user.id, orderId: order.data.id };
}

/** Uploads the image to Storage and submits it, as the checkout does; returns the slip id. */
async function submitSlip(buyer: Buyer, image: Buffer, name = 'slip.png'): Promise<number> {
  const path = `${buyer.userId}/${buyer.orderId}/${name}`;
  const uploaded = await buyer.client.storage.from('payment-slips').upload(path, image, { contentType: 'image/png', upsert: true });
  if (uploaded.error) throw new Error(`upload failed: ${uploaded.error.message}`);
  const slip = await buyer.client.rpc('submit_payment_slip', { p_order_id: buyer.orderId, p_object_path: path }).single<{ id: number }>();
  if (!slip.data) throw new Error(`submit failed: ${slip.error?.message ?? ''}`);
  return slip.data.id;
}

const invokeReadSlip = (jwt: string, slipId: number): Promise<Response> =>
  readSlip(
    new Request(`${server.url}/functions/v1/read-slip`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify({ slip_id: slipId }),
    }),
  );

const slipRow = async (slipId: number): Promise<Record<string, unknown>> => {
  const { data, error } = await service
    .from('payment_slips')
    .select('status, qr_reference, qr_read_at, reject_reason')
    .eq('id', slipId)
    .single();
  if (error) throw new Error(error.message);
  return data;
};

describe('slip references', () => {
  it('reads the transfer reference from the slip QR; the admin sees it', async () => {
    const buyer = await buyerWithOrder();
    const slipId = await submitSlip(buyer, slipPng(slipQrText('2026112701ABC')));
    const res = await invokeReadSlip(buyer.jwt, slipId);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'submitted', qr_reference: '014-2026112701ABC', qr_readable: true });
    const seen = await admin.from('payment_slips').select('qr_reference, qr_read_at').eq('id', slipId).single();
    expect(seen.data).toMatchObject({ qr_reference: '014-2026112701ABC' });
    expect(seen.data?.qr_read_at).not.toBeNull();
  });

  it('refuses a slip whose reference paid another order, with a Thai message; the order stays pending', async () => {
    const first = await buyerWithOrder();
    const second = await buyerWithOrder();
    const image = slipPng(slipQrText('2026112702DUP'));
    expect((await invokeReadSlip(first.jwt, await submitSlip(first, image))).status).toBe(200);

    const reused = await submitSlip(second, image);
    const res = await invokeReadSlip(second.jwt, reused);
    expect(res.status).toBe(409);
    const refusal = (await res.json()) as { code: string; message: string };
    expect(refusal.code).toBe('slip_reference_used');
    expect(refusal.message).toContain('สลิปนี้เคยใช้ชำระคำสั่งซื้ออื่นแล้ว');
    expect(await slipRow(reused)).toMatchObject({
      status: 'rejected',
      qr_reference: '014-2026112702DUP',
      reject_reason: 'สลิปนี้เคยใช้ชำระคำสั่งซื้ออื่นแล้ว',
    });
    const order = await second.client.rpc('get_order', { p_order_id: second.orderId }).single<{ status: string }>();
    expect(order.data?.status).toBe('pending');

    // The database itself holds the line: a second live slip with that reference cannot exist.
    const direct = await service.from('payment_slips').update({ status: 'submitted' }).eq('id', reused).select();
    expect(direct.error?.code).toBe('23505');
  });

  it('a slip without a readable QR waits for the admin, marked as read with no reference', async () => {
    const buyer = await buyerWithOrder();
    const slipId = await submitSlip(buyer, slipPng(null));
    const res = await invokeReadSlip(buyer.jwt, slipId);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'submitted', qr_reference: null, qr_readable: false });
    const row = await slipRow(slipId);
    expect(row).toMatchObject({ status: 'submitted', qr_reference: null });
    expect(row['qr_read_at']).not.toBeNull();
  });

  it('a replaced slip image must be read again; a rejected slip frees its reference', async () => {
    const buyer = await buyerWithOrder();
    const slipId = await submitSlip(buyer, slipPng(slipQrText('2026112703OLD')));
    await invokeReadSlip(buyer.jwt, slipId);
    expect(await submitSlip(buyer, slipPng(slipQrText('2026112703NEW')), 'slip-2.png')).toBe(slipId);
    expect(await slipRow(slipId)).toMatchObject({ qr_reference: null, qr_read_at: null });
    expect(await (await invokeReadSlip(buyer.jwt, slipId)).json()).toMatchObject({ qr_reference: '014-2026112703NEW' });

    const rejected = await admin.rpc('admin_review_slip', { p_slip_id: slipId, p_approve: false, p_reason: 'ยอดไม่ตรง' });
    expect(rejected.error).toBeNull();
    const other = await buyerWithOrder();
    const again = await invokeReadSlip(other.jwt, await submitSlip(other, slipPng(slipQrText('2026112703NEW'))));
    expect(again.status).toBe(200);
  });

  it("only the slip's owner may have it read, and only the service role records a reference", async () => {
    const buyer = await buyerWithOrder();
    const intruder = await buyerWithOrder();
    const slipId = await submitSlip(buyer, slipPng(slipQrText('2026112704OWN')));
    expect((await invokeReadSlip(intruder.jwt, slipId)).status).toBe(404);
    const forged = await buyer.client.rpc('record_slip_reference', { p_slip_id: slipId, p_object_path: 'x', p_reference: 'free' });
    expect(forged.error?.code).toBe('42501');
    expect(await slipRow(slipId)).toMatchObject({ qr_reference: null, qr_read_at: null });
  });

  it('keeps a QR of another shape whole', () => {
    expect(slipReferenceOf(slipQrText('ABC'))).toBe('014-ABC');
    expect(slipReferenceOf(' https://bank.example/t/123 ')).toBe('https://bank.example/t/123');
    expect(slipReferenceOf('')).toBeNull();
  });
});
