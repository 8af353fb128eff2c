import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUserClient, serviceClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * The payment-slips bucket cannot be filled any more (issue 27 item 1, decision 0044): slips go
 * only under one's own pending order, 3 per order, 5 MB each, and must be the image they say
 * (checked from the bytes); a member deletes their own while the order is pending; the
 * order-expiry worker removes what no pending order or approved slip needs.
 */

const COURSE_REACT = 2;
const COURSE_FLUTTER = 3;
// A 1×1 PNG, and the first bytes of a JPEG and a WebP file: real magic numbers.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

interface Buyer {
  client: SupabaseClient;
  id: string;
}

let server: TestServer;
let service: SupabaseClient;
let admin: SupabaseClient;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  service = serviceClient(server);
  admin = await signedInClient(server, 'admin');
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

async function buyer(): Promise<Buyer> {
  counter += 1;
  const client = await newUserClient(server, `slip-buyer${counter}@example.com`);
  const { data } = await client.auth.getUser();
  if (!data.user) throw new Error('no user');
  return { client, id: data.user.id };
}

async function pendingOrder(who: Buyer, courseId = COURSE_REACT): Promise<number> {
  const { data, error } = await who.client.rpc('create_order', { p_course_id: courseId }).single<{ id: number }>();
  expect(error).toBeNull();
  if (!data) throw new Error('no order');
  return data.id;
}

const upload = (who: Buyer, path: string, bytes: Buffer = PNG, contentType = 'image/png') =>
  who.client.storage.from('payment-slips').upload(path, bytes, { contentType });

/** The names stored under a folder, as the owner of the database sees them (no policy). */
const stored = async (prefix: string): Promise<string[]> =>
  server.db.transaction(null, async (tx) =>
    (
      await tx.query<{ name: string }>(
        `select name from storage.objects where bucket_id = 'payment-slips' and starts_with(name, $1) order by name`,
        [prefix],
      )
    ).rows.map((r) => r.name),
  );

describe('where a slip may go', () => {
  it('only under one’s own pending order: another member’s, a made-up, a cancelled order are refused (403)', async () => {
    const ann = await buyer();
    const ben = await buyer();
    const bensOrder = await pendingOrder(ben);
    expect((await upload(ann, `${ann.id}/${bensOrder}/slip.png`)).error).toMatchObject({ statusCode: '403' });
    expect((await upload(ann, `${ben.id}/${bensOrder}/slip.png`)).error).toMatchObject({ statusCode: '403' });
    expect((await upload(ann, `${ann.id}/987654321/slip.png`)).error).toMatchObject({ statusCode: '403' });
    expect((await upload(ann, `${ann.id}/slip.png`)).error).toMatchObject({ statusCode: '403' });

    const order = await pendingOrder(ann);
    expect((await ann.client.rpc('cancel_order', { p_order_id: order })).error).toBeNull();
    expect((await upload(ann, `${ann.id}/${order}/slip.png`)).error).toMatchObject({ statusCode: '403' });
    expect(await stored(`${ann.id}/`)).toEqual([]);
  });

  it('at most 3 per order, even when 10 are sent at once; 5 MB each', async () => {
    const ann = await buyer();
    const order = await pendingOrder(ann);
    const folder = `${ann.id}/${order}`;
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => upload(ann, `${folder}/${i}.png`)));
    expect(results.filter((r) => r.error === null)).toHaveLength(3);
    for (const refused of results.filter((r) => r.error !== null)) expect(refused.error).toMatchObject({ statusCode: '403' });
    expect(await stored(`${folder}/`)).toHaveLength(3);

    const other = await pendingOrder(ann, COURSE_FLUTTER);
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]);
    expect((await upload(ann, `${ann.id}/${other}/huge.png`, huge)).error).toMatchObject({ statusCode: '413' });
    expect(await stored(`${ann.id}/${other}/`)).toEqual([]);
  });

  it('must be the image it says it is, checked from the bytes (415, Storage’s shape)', async () => {
    const ann = await buyer();
    const order = await pendingOrder(ann);
    const folder = `${ann.id}/${order}`;
    expect((await upload(ann, `${folder}/page.png`, HTML, 'image/png')).error).toMatchObject({
      statusCode: '415',
      message: 'mime type image/png is not supported',
    });
    // On the wire, exactly hosted Storage's body for a refused type.
    const token = (await ann.client.auth.getSession()).data.session?.access_token ?? '';
    const raw = await fetch(`${server.url}/storage/v1/object/payment-slips/${folder}/raw.png`, {
      method: 'POST',
      body: HTML,
      headers: { authorization: `Bearer ${token}`, apikey: server.anonKey, 'content-type': 'image/png' },
    });
    expect(raw.status).toBe(400); // hosted answers 400 with the real code in the body
    expect(await raw.json()).toEqual({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: 'mime type image/png is not supported',
    });
    expect((await upload(ann, `${folder}/png-as-jpeg.jpg`, PNG, 'image/jpeg')).error).toMatchObject({ statusCode: '415' });
    expect(await stored(`${folder}/`)).toEqual([]);
    expect((await upload(ann, `${folder}/a.jpg`, JPEG, 'image/jpeg')).error).toBeNull();
    expect((await upload(ann, `${folder}/b.webp`, WEBP, 'image/webp')).error).toBeNull();
  });

  it('the avatars bucket checks the bytes too', async () => {
    const ann = await buyer();
    const avatars = ann.client.storage.from('avatars');
    expect((await avatars.upload(`${ann.id}/face.png`, HTML, { contentType: 'image/png' })).error).toMatchObject({ statusCode: '415' });
    expect((await avatars.upload(`${ann.id}/face.png`, PNG, { contentType: 'image/png' })).error).toBeNull();
  });
});

describe('removing slips', () => {
  it('a member deletes their own slips of a pending order; deleting the one under review withdraws it', async () => {
    const ann = await buyer();
    const ben = await buyer();
    const order = await pendingOrder(ann);
    const path = `${ann.id}/${order}/slip.png`;
    expect((await upload(ann, path)).error).toBeNull();
    expect((await ann.client.rpc('submit_payment_slip', { p_order_id: order, p_object_path: path })).error).toBeNull();

    // Someone else's delete is silently nothing, as hosted.
    expect((await ben.client.storage.from('payment-slips').remove([path])).data).toEqual([]);
    expect(await stored(path)).toEqual([path]);

    const removed = await ann.client.storage.from('payment-slips').remove([path]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((o) => o.name)).toEqual([path]);
    expect(await stored(path)).toEqual([]);
    const slips = await admin.from('payment_slips').select('id').eq('order_id', order);
    expect(slips.data).toEqual([]);
    // The quota counts what is there: a new slip may go up again.
    expect((await upload(ann, `${ann.id}/${order}/again.png`)).error).toBeNull();
  });

  it('nobody deletes the slip of a paid order (the evidence of the payment)', async () => {
    const ann = await buyer();
    const order = await pendingOrder(ann);
    const path = `${ann.id}/${order}/slip.png`;
    expect((await upload(ann, path)).error).toBeNull();
    const slip = await ann.client.rpc('submit_payment_slip', { p_order_id: order, p_object_path: path }).single<{ id: number }>();
    expect((await admin.rpc('admin_review_slip', { p_slip_id: slip.data?.id, p_approve: true })).error).toBeNull();
    expect((await ann.client.storage.from('payment-slips').remove([path])).data).toEqual([]);
    expect(await stored(path)).toEqual([path]);
  });

  it('the order-expiry worker removes the slips no pending order or approved slip needs, files included', async () => {
    const ann = await buyer();
    const kept = await pendingOrder(ann);
    const keptPath = `${ann.id}/${kept}/waiting.png`;
    expect((await upload(ann, keptPath)).error).toBeNull();

    const paid = await pendingOrder(ann, COURSE_FLUTTER);
    const approvedPath = `${ann.id}/${paid}/approved.png`;
    const rejectedPath = `${ann.id}/${paid}/rejected.png`;
    expect((await upload(ann, rejectedPath)).error).toBeNull();
    const first = await ann.client.rpc('submit_payment_slip', { p_order_id: paid, p_object_path: rejectedPath }).single<{ id: number }>();
    expect((await admin.rpc('admin_review_slip', { p_slip_id: first.data?.id, p_approve: false, p_reason: 'ไม่ชัด' })).error).toBeNull();
    expect((await upload(ann, approvedPath)).error).toBeNull();
    const second = await ann.client.rpc('submit_payment_slip', { p_order_id: paid, p_object_path: approvedPath }).single<{ id: number }>();
    expect((await admin.rpc('admin_review_slip', { p_slip_id: second.data?.id, p_approve: true })).error).toBeNull();

    // An order left to run out, and an object under an order that never existed (written past
    // the policies, as a service key or the dashboard could).
    const stale = await pendingOrder(ann, 4);
    const stalePath = `${ann.id}/${stale}/late.png`;
    expect((await upload(ann, stalePath)).error).toBeNull();
    await server.db.transaction(null, (tx) =>
      tx.query(`update public.orders set expires_at = now() - interval '1 second' where id = $1`, [stale]),
    );
    const madeUp = `${ann.id}/999999999/made-up.png`;
    expect((await service.storage.from('payment-slips').upload(madeUp, PNG, { contentType: 'image/png' })).error).toBeNull();

    // The two cron jobs, in the order their schedules meet each hour: expiry, then the clean-up function.
    expect((await server.cron.run('expire-stale-orders')).status).toBe('succeeded');
    expect(await server.runFunctionJob('remove-orphaned-slips')).toEqual({ removed: 3 });
    const [staleNow] = await server.db.transaction(
      null,
      async (tx) => (await tx.query<{ status: string }>('select status from public.orders where id = $1', [stale])).rows,
    );
    expect(staleNow?.status).toBe('expired');
    expect(await stored(`${ann.id}/`)).toEqual([approvedPath, keptPath].sort());
    for (const gone of [rejectedPath, stalePath, madeUp]) {
      expect((await service.storage.from('payment-slips').download(gone)).error).not.toBeNull();
    }
    expect((await service.storage.from('payment-slips').download(approvedPath)).error).toBeNull();
    // A second run finds nothing left to do.
    expect(await server.runFunctionJob('remove-orphaned-slips')).toEqual({ removed: 0 });
  });
});
