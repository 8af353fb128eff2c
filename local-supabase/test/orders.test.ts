import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, newUserClient, serviceClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { bangkokBuddhistYear } from './thai-year.ts';

// Selling courses (issue 21) end to end through unmodified supabase-js: every bad input of the
// issue's item 9 is refused with the contract's error key and changes nothing; the happy paths
// (quote, order, slip, approval → enrolment + receipt + e-mail, refund, gateway) do what the
// contract says. The outbox is sent only when a test asks (sendOutbox).

const SITE = 'https://riancode.example';
const COURSE_REACT = 2; // ฿2,990; REACT500 applies only here
const COURSE_FLUTTER = 3; // ฿2,790
const COURSE_DATA = 4; // ฿3,490
const COURSE_SHORT_FREE = 7;
const COURSE_DRAFT = 8;

interface Order {
  id: number;
  order_number: string;
  user_id: string;
  course_id: number;
  status: string;
  subtotal: number;
  discount: number;
  total: number;
  coupon_code: string | null;
  expires_at: string;
  paid_via: string | null;
}
interface OrderDetail extends Order {
  course_title: string;
  promptpay_id: string | null;
  school_name: string;
  seconds_left: number;
  latest_slip: { id: number; status: string; reject_reason: string | null } | null;
  receipt_number: string | null;
}
interface Slip {
  id: number;
  order_id: number;
  status: string;
  object_path: string;
}
interface RpcResult<T> {
  data: T | null;
  error: { code: string; message: string } | null;
}

let server: TestServer;
let anon: SupabaseClient;
let learner: SupabaseClient;
let other: SupabaseClient;
let admin: SupabaseClient;
let service: SupabaseClient;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer({ env: { SITE_URL: SITE } });
  anon = anonClient(server);
  service = serviceClient(server);
  [learner, other, admin] = await Promise.all([
    signedInClient(server, 'learner'),
    newUserClient(server, 'other-buyer@example.com'),
    signedInClient(server, 'admin'),
  ]);
}, 120_000);

afterAll(async () => {
  await server.stop();
});

const sql = <T>(text: string, params: unknown[] = []): Promise<T[]> =>
  server.db.transaction(null, async (tx) => (await tx.query<T>(text, params)).rows);

/** A fresh learner, so each test starts with no orders, coupons used or enrolments. */
async function buyer(): Promise<{ client: SupabaseClient; id: string; email: string }> {
  counter += 1;
  const email = `buyer${counter}@example.com`;
  const client = await newUserClient(server, email);
  const { data } = await client.auth.getUser();
  if (!data.user) throw new Error('no user');
  return { client, id: data.user.id, email };
}

function ok<T>(result: RpcResult<T>): T {
  expect(result.error).toBeNull();
  if (result.data === null) throw new Error('no data');
  return result.data;
}

function refusedWith(result: { error: { code: string; message: string } | null }, key: string): void {
  expect(result.error).toMatchObject({ code: 'P0001', message: key });
}

/** Everything selling touches, as one comparable value: "nothing changed" means equal. */
async function fingerprint(): Promise<string> {
  const tables = [
    'orders',
    'order_events',
    'payment_slips',
    'receipts',
    'receipt_counters',
    'email_outbox',
    'enrollments',
    'coupons',
    'site_settings',
  ];
  const rows = await sql<{ t: string; h: string | null }>(
    tables
      .map((t) => `select '${t}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from public.${t} x`)
      .join(' union all '),
  );
  return rows.map((r) => `${r.t}:${r.h ?? ''}`).join(',');
}

async function expectNothingChanged(
  run: () => PromiseLike<{ error: { code: string; message: string } | null }>,
  key: string,
): Promise<void> {
  const before = await fingerprint();
  refusedWith(await run(), key);
  expect(await fingerprint()).toBe(before);
}

const createOrder = (client: SupabaseClient, courseId: number, coupon?: string): PromiseLike<RpcResult<Order>> =>
  client.rpc('create_order', { p_course_id: courseId, ...(coupon ? { p_coupon_code: coupon } : {}) }).single<Order>();

const getOrder = (client: SupabaseClient, orderId: number): PromiseLike<RpcResult<OrderDetail>> =>
  client.rpc('get_order', { p_order_id: orderId }).single<OrderDetail>();

/** Stands in for a Storage upload: the object row exactly as hosted Storage records it. */
async function storedObject(path: string, mimetype = 'image/png', size = 120_000): Promise<void> {
  await sql(`insert into storage.objects (bucket_id, name, owner, metadata) values ('payment-slips', $1, $2, $3)`, [
    path,
    path.split('/')[0],
    JSON.stringify({ mimetype, size, eTag: '"x"', contentLength: size }),
  ]);
}

describe('quotes and coupons', () => {
  it('quotes the course price and applies each kind of coupon on the server', async () => {
    const { client } = await buyer();
    expect(ok(await client.rpc('checkout_quote', { p_course_id: COURSE_REACT }))).toEqual({
      course_id: COURSE_REACT,
      course_title: 'React และ TypeScript สร้างเว็บแอปสมัยใหม่',
      list_price: 2990,
      subtotal: 2990,
      discount: 0,
      total: 2990,
      coupon_code: null,
    });
    expect(ok(await client.rpc('checkout_quote', { p_course_id: COURSE_REACT, p_coupon_code: ' welcome10 ' }))).toMatchObject({
      subtotal: 2990,
      discount: 299,
      total: 2691,
      coupon_code: 'WELCOME10',
    });
    expect(ok(await client.rpc('checkout_quote', { p_course_id: COURSE_REACT, p_coupon_code: 'REACT500' }))).toMatchObject({
      discount: 500,
      total: 2490,
      coupon_code: 'REACT500',
    });
  });

  it('refuses unknown, expired, other-course and used-up coupons, writing nothing', async () => {
    const { client } = await buyer();
    for (const [code, key, course] of [
      ['NOPE99', 'coupon_unknown', COURSE_REACT],
      ['EXPIRED2025', 'coupon_expired', COURSE_REACT],
      ['REACT500', 'coupon_not_for_course', COURSE_FLUTTER],
      ['USEDUP', 'coupon_used_up', COURSE_REACT],
    ] as const) {
      await expectNothingChanged(() => client.rpc('checkout_quote', { p_course_id: course, p_coupon_code: code }), key);
      await expectNothingChanged(() => createOrder(client, course, code), key);
    }
  });

  it('counts a pending order as a use (overall and per learner) until it is cancelled', async () => {
    const { error } = await admin.from('coupons').insert({ code: 'ONLYONE', kind: 'fixed', value: 100, max_uses: 1, max_uses_per_user: 1 });
    expect(error).toBeNull();
    const a = await buyer();
    const b = await buyer();
    const order = ok(await createOrder(a.client, COURSE_REACT, 'ONLYONE'));
    expect(order).toMatchObject({ subtotal: 2990, discount: 100, total: 2890, coupon_code: 'ONLYONE' });
    await expectNothingChanged(() => createOrder(b.client, COURSE_REACT, 'ONLYONE'), 'coupon_used_up');
    // WELCOME10 allows one use per learner and no overall limit.
    ok(await createOrder(b.client, COURSE_FLUTTER, 'WELCOME10'));
    await expectNothingChanged(() => createOrder(b.client, COURSE_DATA, 'WELCOME10'), 'coupon_limit_reached');
    ok(await a.client.rpc('cancel_order', { p_order_id: order.id }).single());
    expect(ok(await b.client.rpc('checkout_quote', { p_course_id: COURSE_REACT, p_coupon_code: 'ONLYONE' }))).toMatchObject({
      total: 2890,
    });
  });

  it('refuses a free, unknown, draft or already owned course', async () => {
    const { client } = await buyer();
    await expectNothingChanged(() => createOrder(client, COURSE_SHORT_FREE), 'course_is_free');
    await expectNothingChanged(() => createOrder(client, 999), 'course_not_found');
    await expectNothingChanged(() => createOrder(client, COURSE_DRAFT), 'course_not_found');
    // The demo learner is enrolled in course 1.
    await expectNothingChanged(() => createOrder(learner, 1), 'already_enrolled');
    expect((await anon.rpc('checkout_quote', { p_course_id: COURSE_REACT })).error).toMatchObject({ code: '42501' });
  });
});

describe('orders', () => {
  it('computes the amount itself: the function takes none and a direct insert is refused', async () => {
    const { client, id } = await buyer();
    const before = await fingerprint();
    const tampered = await client.rpc('create_order', { p_course_id: COURSE_REACT, p_total: 1 });
    expect(tampered.error).toMatchObject({ code: 'PGRST202' });
    const direct = await client.from('orders').insert({
      order_number: 'RC-20261123-999999',
      user_id: id,
      course_id: COURSE_REACT,
      subtotal: 1,
      total: 1,
      expires_at: '2030-01-01T00:00:00Z',
    });
    expect(direct.error).toMatchObject({ code: '42501' });
    expect(await fingerprint()).toBe(before);
  });

  it('opens one order per course, shows it to its owner only, and refuses a second', async () => {
    const { client, id } = await buyer();
    const order = ok(await createOrder(client, COURSE_REACT));
    expect(order).toMatchObject({ user_id: id, course_id: COURSE_REACT, status: 'pending', subtotal: 2990, discount: 0, total: 2990 });
    // The site's one rule for years: the Buddhist era, in codes as in dates.
    expect(order.order_number).toMatch(new RegExp(`^RC-${bangkokBuddhistYear()}\\d{4}-\\d{6}$`));
    const minutes = (Date.parse(order.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);

    await expectNothingChanged(() => createOrder(client, COURSE_REACT), 'order_already_open');

    const detail = ok(await getOrder(client, order.id));
    expect(detail).toMatchObject({
      id: order.id,
      status: 'pending',
      promptpay_id: '0812345678',
      school_name: 'เรียนโค้ด (RianCode)',
      course_title: 'React และ TypeScript สร้างเว็บแอปสมัยใหม่',
      latest_slip: null,
      receipt_number: null,
    });
    expect(detail.seconds_left).toBeGreaterThan(1700);
    expect(detail.seconds_left).toBeLessThanOrEqual(1800);

    // Someone else's order does not exist for them, whatever they try.
    await expectNothingChanged(() => getOrder(other, order.id), 'order_not_found');
    await expectNothingChanged(() => other.rpc('cancel_order', { p_order_id: order.id }), 'order_not_found');
    await expectNothingChanged(
      () => other.rpc('submit_payment_slip', { p_order_id: order.id, p_object_path: `${id}/${order.id}/a.png` }),
      'order_not_found',
    );
    await expectNothingChanged(() => getOrder(client, 987654), 'order_not_found');
    expect((await other.from('orders').select('id').eq('id', order.id)).data).toEqual([]);
    expect((await admin.from('orders').select('id').eq('id', order.id)).data).toEqual([{ id: order.id }]);
  });

  it('cancels a pending order once, and the order can be placed again', async () => {
    const { client } = await buyer();
    const order = ok(await createOrder(client, COURSE_FLUTTER));
    expect(ok(await client.rpc('cancel_order', { p_order_id: order.id }).single<Order>())).toMatchObject({ status: 'cancelled' });
    await expectNothingChanged(() => client.rpc('cancel_order', { p_order_id: order.id }), 'order_not_pending');
    ok(await createOrder(client, COURSE_FLUTTER));
  });
});

describe('payment by slip, approval, receipt, e-mail and refund', () => {
  it('takes a slip only from the owner’s folder, as an image of at most 5 MB', async () => {
    const { client, id } = await buyer();
    const order = ok(await createOrder(client, COURSE_DATA));
    const folder = `${id}/${order.id}`;
    await storedObject(`${folder}/slip.pdf`, 'application/pdf');
    await storedObject(`${folder}/huge.jpg`, 'image/jpeg', 5_242_881);
    const stranger = await buyer();
    await storedObject(`${stranger.id}/${order.id}/theirs.png`);
    for (const path of [
      `${folder}/slip.pdf`,
      `${folder}/huge.jpg`,
      `${stranger.id}/${order.id}/theirs.png`,
      `${folder}/missing.png`,
      `${folder}/../x.png`,
      'slip.png',
    ]) {
      await expectNothingChanged(() => client.rpc('submit_payment_slip', { p_order_id: order.id, p_object_path: path }), 'slip_invalid');
    }
    await storedObject(`${folder}/ok.webp`, 'image/webp', 5_242_880);
    const slip = ok(await client.rpc('submit_payment_slip', { p_order_id: order.id, p_object_path: `${folder}/ok.webp` }).single<Slip>());
    expect(slip).toMatchObject({ order_id: order.id, status: 'submitted', object_path: `${folder}/ok.webp` });
    expect((await client.from('payment_slips').select('id')).data).toEqual([{ id: slip.id }]);
    expect((await other.from('payment_slips').select('id').eq('id', slip.id)).data).toEqual([]);
    expect((await admin.from('payment_slips').select('id').eq('id', slip.id)).data).toEqual([{ id: slip.id }]);
  });

  it('approving a slip enrols the learner, issues a receipt and e-mails it once', async () => {
    const { client, id, email } = await buyer();
    const order = ok(await createOrder(client, COURSE_REACT, 'REACT500'));
    const path = `${id}/${order.id}/slip.png`;
    await storedObject(path);
    const slip = ok(await client.rpc('submit_payment_slip', { p_order_id: order.id, p_object_path: path }).single<Slip>());

    expect((await client.rpc('admin_review_slip', { p_slip_id: slip.id, p_approve: true })).error).toMatchObject({ code: '42501' });
    await expectNothingChanged(
      () => admin.rpc('admin_review_slip', { p_slip_id: slip.id, p_approve: false, p_reason: '  ' }),
      'reason_required',
    );

    expect(ok(await admin.rpc('admin_review_slip', { p_slip_id: slip.id, p_approve: true }).single<Slip>())).toMatchObject({
      status: 'approved',
    });
    await expectNothingChanged(
      () => admin.rpc('admin_review_slip', { p_slip_id: slip.id, p_approve: false, p_reason: 'ซ้ำ' }),
      'slip_already_reviewed',
    );

    const detail = ok(await getOrder(client, order.id));
    expect(detail).toMatchObject({ status: 'paid', paid_via: 'slip', total: 2490, latest_slip: { id: slip.id, status: 'approved' } });
    expect(detail.receipt_number).toMatch(new RegExp(`^RCPT-${bangkokBuddhistYear()}-\\d{6}$`));
    expect((await client.from('enrollments').select('course_id').eq('course_id', COURSE_REACT)).data).toEqual([
      { course_id: COURSE_REACT },
    ]);

    const receipt = (await client.from('receipts').select('*').eq('order_id', order.id).single()).data as Record<string, unknown>;
    expect(receipt).toMatchObject({
      receipt_number: detail.receipt_number,
      school_name: 'เรียนโค้ด (RianCode)',
      school_tax_id: '0105563123455',
      buyer_email: email,
      item_title: 'React และ TypeScript สร้างเว็บแอปสมัยใหม่',
      subtotal: 2990,
      discount: 500,
      total: 2490,
      vat: 162.9,
      net: 2327.1,
    });

    const events = (await client.from('order_events').select('from_status, to_status, actor_id').eq('order_id', order.id).order('id')).data;
    const [adminId] = await sql<{ id: string }>(`select id from public.users where email = 'admin@riancode.dev'`);
    expect(events).toEqual([
      { from_status: null, to_status: 'pending', actor_id: id },
      { from_status: 'pending', to_status: 'paid', actor_id: adminId?.id },
    ]);

    const queued = await sql<{ subject: string; body_text: string; sent_at: string | null }>(
      "select subject, body_text, sent_at from public.email_outbox where to_email = $1 and kind = 'receipt'",
      [email],
    );
    expect(queued).toHaveLength(1);
    expect(queued[0]?.subject).toContain(order.order_number);
    expect(queued[0]?.body_text).toContain('React และ TypeScript สร้างเว็บแอปสมัยใหม่');
    expect(queued[0]?.body_text).toContain('2,490.00 บาท');
    expect(queued[0]?.body_text).toContain(`{{site_url}}/orders/${order.id}/receipt`);

    expect((await server.sendOutbox()).failed).toEqual([]);
    const response = await fetch(`${server.url}/mailbox/api/messages?to=${encodeURIComponent(email)}`);
    // The buyer also got the welcome and enrolment e-mails (issue 20); the receipt is one of them.
    const mails = ((await response.json()) as { kind: string; subject: string; link: string; body: string }[]).filter(
      (m) => m.kind === 'receipt',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'receipt', link: `${SITE}/orders/${order.id}/receipt` });
    expect(mails[0]?.body).toContain(`${SITE}/orders/${order.id}/receipt`);
  });

  it('a rejected slip carries its reason and a new slip can be sent', async () => {
    const { client, id } = await buyer();
    const order = ok(await createOrder(client, COURSE_FLUTTER));
    await storedObject(`${id}/${order.id}/blurry.jpg`, 'image/jpeg');
    const first = ok(
      await client.rpc('submit_payment_slip', { p_order_id: order.id, p_object_path: `${id}/${order.id}/blurry.jpg` }).single<Slip>(),
    );
    ok(await admin.rpc('admin_review_slip', { p_slip_id: first.id, p_approve: false, p_reason: 'ภาพไม่ชัด' }).single());
    expect(ok(await getOrder(client, order.id))).toMatchObject({
      status: 'pending',
      latest_slip: { id: first.id, status: 'rejected', reject_reason: 'ภาพไม่ชัด' },
    });
    await storedObject(`${id}/${order.id}/clear.jpg`, 'image/jpeg');
    const second = ok(
      await client.rpc('submit_payment_slip', { p_order_id: order.id, p_object_path: `${id}/${order.id}/clear.jpg` }).single<Slip>(),
    );
    expect(second.id).not.toBe(first.id);
    expect(ok(await getOrder(client, order.id)).latest_slip).toMatchObject({ id: second.id, status: 'submitted' });
  });

  it('a refund revokes the enrolment and keeps the order, its history and its receipt', async () => {
    const { client } = await buyer();
    const order = ok(await createOrder(client, COURSE_FLUTTER));
    expect((await client.rpc('admin_mark_order_paid', { p_order_id: order.id })).error).toMatchObject({ code: '42501' });
    ok(await admin.rpc('admin_mark_order_paid', { p_order_id: order.id, p_note: 'ยอดเข้าบัญชีแล้ว' }).single());
    expect((await client.from('enrollments').select('course_id')).data).toEqual([{ course_id: COURSE_FLUTTER }]);
    await expectNothingChanged(() => admin.rpc('admin_mark_order_paid', { p_order_id: order.id }), 'order_not_pending');
    await expectNothingChanged(() => admin.rpc('admin_refund_order', { p_order_id: order.id, p_reason: '' }), 'reason_required');

    expect(ok(await admin.rpc('admin_refund_order', { p_order_id: order.id, p_reason: 'ผู้เรียนขอคืนเงิน' }).single<Order>())).toMatchObject({
      status: 'refunded',
    });
    expect((await client.from('enrollments').select('course_id')).data).toEqual([]);
    expect((await client.from('receipts').select('order_id')).data).toEqual([{ order_id: order.id }]);
    const events = (await client.from('order_events').select('to_status, reason').eq('order_id', order.id).order('id')).data;
    expect(events).toEqual([
      { to_status: 'pending', reason: null },
      { to_status: 'paid', reason: 'ยอดเข้าบัญชีแล้ว' },
      { to_status: 'refunded', reason: 'ผู้เรียนขอคืนเงิน' },
    ]);
    await expectNothingChanged(() => admin.rpc('admin_refund_order', { p_order_id: order.id, p_reason: 'อีกครั้ง' }), 'order_not_paid');
  });
});

describe('slips through Storage (bucket payment-slips)', () => {
  // A 1×1 PNG: the bytes of a real image.
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

  it('uploads into one’s own folder only, images of at most 5 MB, and the slip is then accepted', async () => {
    const { client, id } = await buyer();
    const order = ok(await createOrder(client, COURSE_FLUTTER));
    const bucket = client.storage.from('payment-slips');
    const path = `${id}/${order.id}/slip.png`;

    const stranger = await buyer();
    const refused = async (upload: Promise<{ error: unknown }>, statusCode: string): Promise<void> => {
      expect((await upload).error).toMatchObject({ statusCode });
    };
    await refused(bucket.upload(`${stranger.id}/${order.id}/slip.png`, PNG, { contentType: 'image/png' }), '403');
    await refused(bucket.upload(`${id}/${order.id}/slip.pdf`, Buffer.from('%PDF-1.4'), { contentType: 'application/pdf' }), '415');
    await refused(bucket.upload(`${id}/${order.id}/huge.png`, Buffer.alloc(5_242_881, 1), { contentType: 'image/png' }), '413');
    await refused(anon.storage.from('payment-slips').upload(`${id}/${order.id}/anon.png`, PNG, { contentType: 'image/png' }), '403');

    expect((await bucket.upload(path, PNG, { contentType: 'image/png' })).error).toBeNull();
    const slip = ok(await client.rpc('submit_payment_slip', { p_order_id: order.id, p_object_path: path }).single<Slip>());
    expect(slip).toMatchObject({ status: 'submitted', object_path: path });

    // The owner and admins read it (the back office by signed URL); another learner can neither
    // read nor remove it (the owner may, while the order is pending: payment-slip-quotas.test.ts).
    expect((await bucket.download(path)).error).toBeNull();
    expect((await stranger.client.storage.from('payment-slips').download(path)).error).not.toBeNull();
    const signed = await admin.storage.from('payment-slips').createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const image = await fetch(signed.data?.signedUrl ?? '');
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    await stranger.client.storage.from('payment-slips').remove([path]);
    expect((await admin.storage.from('payment-slips').download(path)).error).toBeNull();
  });
});

describe('expiry', () => {
  it('an expired order cannot be paid, and the course can be ordered again', async () => {
    const { client, id } = await buyer();
    const order = ok(await createOrder(client, COURSE_REACT));
    await storedObject(`${id}/${order.id}/late.png`);
    await sql(`update public.orders set expires_at = now() - interval '1 minute' where id = $1`, [order.id]);
    await expectNothingChanged(
      () => client.rpc('submit_payment_slip', { p_order_id: order.id, p_object_path: `${id}/${order.id}/late.png` }),
      'order_expired',
    );

    // Reading it expires it (lazily), with the system as the actor.
    expect(ok(await getOrder(client, order.id))).toMatchObject({ status: 'expired', seconds_left: 0 });
    const [event] = await sql<{ actor_id: string | null; to_status: string }>(
      `select actor_id, to_status from public.order_events where order_id = $1 order by id desc limit 1`,
      [order.id],
    );
    expect(event).toEqual({ actor_id: null, to_status: 'expired' });
    await expectNothingChanged(
      () => client.rpc('submit_payment_slip', { p_order_id: order.id, p_object_path: `${id}/${order.id}/late.png` }),
      'order_expired',
    );
    await expectNothingChanged(() => admin.rpc('admin_mark_order_paid', { p_order_id: order.id }), 'order_expired');
    await expectNothingChanged(() => client.rpc('cancel_order', { p_order_id: order.id }), 'order_expired');
    ok(await createOrder(client, COURSE_REACT));
  });

  it('an order whose slip waits for review does not expire', async () => {
    const { client, id } = await buyer();
    const order = ok(await createOrder(client, COURSE_DATA));
    await storedObject(`${id}/${order.id}/paid.png`);
    ok(await client.rpc('submit_payment_slip', { p_order_id: order.id, p_object_path: `${id}/${order.id}/paid.png` }).single());
    await sql(`update public.orders set expires_at = now() - interval '1 minute' where id = $1`, [order.id]);
    expect(ok(await getOrder(client, order.id))).toMatchObject({ status: 'pending', seconds_left: 0 });
  });
});

describe('the enrolment rule through REST', () => {
  it('enrols at once in a free course, in a paid course only with a paid order', async () => {
    const { client, id } = await buyer();
    expect((await client.from('enrollments').insert({ course_id: COURSE_SHORT_FREE }).select('course_id')).data).toEqual([
      { course_id: COURSE_SHORT_FREE },
    ]);
    expect((await client.from('enrollments').insert({ course_id: COURSE_REACT })).error).toMatchObject({ code: '42501' });
    const order = ok(await createOrder(client, COURSE_REACT));
    expect((await client.from('enrollments').insert({ course_id: COURSE_REACT })).error).toMatchObject({ code: '42501' });
    ok(await admin.rpc('admin_mark_order_paid', { p_order_id: order.id }).single());
    // The trigger enrolled them; after leaving, the paid order lets them enrol again.
    expect((await admin.from('enrollments').delete().eq('user_id', id).eq('course_id', COURSE_REACT).select('id')).data).toHaveLength(1);
    expect((await client.from('enrollments').insert({ course_id: COURSE_REACT }).select('course_id')).data).toEqual([
      { course_id: COURSE_REACT },
    ]);
  });
});

describe('receipt numbers', () => {
  it('are gapless per Bangkok calendar year, and a rolled-back payment gives its number back', async () => {
    const orders: Order[] = [];
    for (let i = 0; i < 4; i += 1) orders.push(ok(await createOrder((await buyer()).client, COURSE_FLUTTER)));
    const [a, b, c, d] = orders.map((o) => o.id);
    const payAt = (orderId: number | undefined, at: string): Promise<unknown> =>
      sql(`update public.orders set status = 'paid', paid_via = 'admin', paid_at = $2 where id = $1`, [orderId, at]);
    const numberOf = async (orderId: number | undefined): Promise<string | undefined> =>
      (await sql<{ n: string }>('select receipt_number as n from public.receipts where order_id = $1', [orderId]))[0]?.n;
    const [last2026] = await sql<{ n: number }>(`select last_number as n from public.receipt_counters where year = 2026`);
    const next2026 = (last2026?.n ?? 0) + 1;

    await payAt(a, '2025-12-31T16:30:00Z'); // 23:30 on 31 December in Bangkok
    await payAt(b, '2025-12-31T17:30:00Z'); // 00:30 on 1 January in Bangkok
    await expect(
      server.db.transaction(null, async (tx) => {
        await tx.query(`update public.orders set status = 'paid', paid_via = 'admin', paid_at = '2025-06-01T00:00:00Z' where id = $1`, [c]);
        throw new Error('the payment fails after the receipt was numbered');
      }),
    ).rejects.toThrow('the payment fails');
    await payAt(d, '2025-06-02T00:00:00Z');

    // Numbered per Bangkok calendar year, printed in the Buddhist era (2025 → 2568, 2026 → 2569).
    expect(await numberOf(a)).toBe('RCPT-2568-000001');
    expect(await numberOf(b)).toBe(`RCPT-2569-${String(next2026).padStart(6, '0')}`);
    expect(await numberOf(c)).toBeUndefined();
    expect(await numberOf(d)).toBe('RCPT-2568-000002');
  });
});

describe('payment gateway', () => {
  it('marks an order paid once per charge (service role only) and refuses a wrong amount', async () => {
    const { client } = await buyer();
    const order = ok(await createOrder(client, COURSE_DATA, 'WELCOME10'));
    expect(order.total).toBe(3141);
    const call = (db: SupabaseClient, charge: string, amount: number): PromiseLike<RpcResult<Order>> =>
      db
        .rpc('gateway_mark_order_paid', { p_order_number: order.order_number, p_gateway: 'omise', p_charge_id: charge, p_amount: amount })
        .single<Order>();

    expect((await call(client, 'chrg_test_1', 3141)).error).toMatchObject({ code: '42501' });
    expect((await call(admin, 'chrg_test_1', 3141)).error).toMatchObject({ code: '42501' });
    await expectNothingChanged(() => call(service, 'chrg_test_1', 3490), 'amount_mismatch');
    await expectNothingChanged(
      () =>
        service.rpc('gateway_mark_order_paid', {
          p_order_number: 'RC-20000101-000000',
          p_gateway: 'omise',
          p_charge_id: 'chrg_x',
          p_amount: 1,
        }),
      'order_not_found',
    );

    const paid = ok(await call(service, 'chrg_test_1', 3141));
    expect(paid).toMatchObject({ id: order.id, status: 'paid', paid_via: 'gateway' });
    const before = await fingerprint();
    expect(ok(await call(service, 'chrg_test_1', 3141))).toMatchObject({ id: order.id, status: 'paid' });
    expect(await fingerprint()).toBe(before);
    const [counts] = await sql<{ receipts: number; paid_events: number; mails: number }>(
      `select (select count(*)::int from public.receipts where order_id = $1) as receipts,
              (select count(*)::int from public.order_events where order_id = $1 and to_status = 'paid') as paid_events,
              (select count(*)::int from public.email_outbox o join public.orders x on x.id = $1 join public.users u on u.id = x.user_id
                where o.to_email = u.email and o.kind = 'receipt') as mails`,
      [order.id],
    );
    expect(counts).toEqual({ receipts: 1, paid_events: 1, mails: 1 });
  });
});

describe('site settings and the back office', () => {
  it('validates settings on the server and lets anyone read them', async () => {
    for (const [settings, key] of [
      [{ promptpay_id: '12345' }, 'settings_invalid_promptpay'],
      [{ promptpay_id: '1234567890123' }, 'settings_invalid_promptpay'],
      [{ school_tax_id: '0105563123456' }, 'settings_invalid_tax_id'],
      [{ order_expiry_minutes: 3 }, 'settings_invalid_expiry'],
      [{ order_expiry_minutes: 'ten' }, 'settings_invalid_expiry'],
    ] as const) {
      await expectNothingChanged(() => admin.rpc('admin_update_site_settings', { p_settings: settings }), key);
    }
    expect((await learner.rpc('admin_update_site_settings', { p_settings: { order_expiry_minutes: 60 } })).error).toMatchObject({
      code: '42501',
    });
    const updated = ok(
      await admin
        .rpc('admin_update_site_settings', {
          p_settings: { promptpay_id: '3-1001-00123-45-1', order_expiry_minutes: 45 },
        })
        .single<{ promptpay_id: string; order_expiry_minutes: number; school_name: string }>(),
    );
    expect(updated).toMatchObject({ promptpay_id: '3100100123451', order_expiry_minutes: 45, school_name: 'เรียนโค้ด (RianCode)' });
    expect((await anon.from('site_settings').select('promptpay_id').single()).data).toEqual({ promptpay_id: '3100100123451' });
    const { client } = await buyer();
    const order = ok(await createOrder(client, COURSE_REACT));
    expect((Date.parse(order.expires_at) - Date.now()) / 60_000).toBeGreaterThan(44);
    ok(await admin.rpc('admin_update_site_settings', { p_settings: { promptpay_id: '0812345678', order_expiry_minutes: 30 } }).single());
  });

  it('lists orders with filters, search and paging for admins only', async () => {
    interface Listed {
      total: number;
      rows: { order_number: string; learner_name: string; course_title: string; status: string }[];
    }
    const bySuda = ok(await admin.rpc('admin_list_orders', { p_search: 'suda@riancode', p_status: 'paid' })) as Listed;
    expect(bySuda.total).toBe(3);
    expect(bySuda.rows.every((r) => r.learner_name === 'สุดา มีสุข' && r.status === 'paid')).toBe(true);
    const page = ok(await admin.rpc('admin_list_orders', { p_limit: 2, p_offset: 0 })) as Listed;
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBeGreaterThan(12);
    const first = bySuda.rows[0];
    if (!first) throw new Error('no row');
    expect((ok(await admin.rpc('admin_list_orders', { p_search: first.order_number })) as Listed).rows.map((r) => r.order_number)).toEqual([
      first.order_number,
    ]);
    expect((await learner.rpc('admin_list_orders', {})).error).toMatchObject({ code: '42501' });
  });
});
