import { createCanvas } from '@napi-rs/canvas';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { createRequire } from 'node:module';
import { getDocument, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { bahtText } from 'supabase/functions/baht-text';
import type { SlipQrDecoders } from 'supabase/functions/slip-qr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUserClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Receipts and certificates as text PDFs (issue 31 item 1, decision 0059): the Edge Functions
// receipt-pdf and certificate-pdf as deployed, run by Deno through local-supabase's /functions/v1
// and called with supabase-js; the PDFs are read back with pdf.js (text, links) and the
// certificate's QR code is rendered and decoded.

const COURSE_REACT = 2;
const BUYER_NAME = 'น้ำทิพย์ ใจดี';
type RenderParameters = Parameters<PDFPageProxy['render']>[0];
// jsqr is a UMD bundle whose module.exports is the function; its typings describe an ES default export.
const jsQR = createRequire(import.meta.url)('jsqr') as SlipQrDecoders['jsQR'];

let server: TestServer;
let admin: SupabaseClient;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInClient(server, 'admin');
}, 120_000);

afterAll(async () => {
  await server.stop();
});

const sql = <T>(text: string, params: unknown[] = []): Promise<T[]> =>
  server.db.transaction(null, async (tx) => (await tx.query<T>(text, params)).rows);

/** A new member whose order was paid by an approved PromptPay slip (the receipt is issued then). */
async function paidBySlip(): Promise<{ client: SupabaseClient; orderId: number }> {
  counter += 1;
  const client = await newUserClient(server, `pdf-buyer${counter}@example.com`);
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session');
  // A name with a tone mark over ำ (น้ำ): the receipt snapshots it as the buyer.
  const named = await client.from('users').update({ name: BUYER_NAME }).eq('id', data.session.user.id);
  if (named.error) throw new Error(`rename failed: ${named.error.message}`);
  const order = await client.rpc('create_order', { p_course_id: COURSE_REACT }).single<{ id: number }>();
  if (!order.data) throw new Error(`no order: ${order.error?.message ?? ''}`);
  const path = `${data.session.user.id}/${order.data.id}/slip.png`;
  await sql(`insert into storage.objects (bucket_id, name, owner, metadata) values ('payment-slips', $1, $2, $3)`, [
    path,
    data.session.user.id,
    JSON.stringify({ mimetype: 'image/png', size: 120_000, eTag: '"x"', contentLength: 120_000 }),
  ]);
  const slip = await client.rpc('submit_payment_slip', { p_order_id: order.data.id, p_object_path: path }).single<{ id: number }>();
  if (!slip.data) throw new Error(`submit failed: ${slip.error?.message ?? ''}`);
  const approved = await admin.rpc('admin_review_slip', { p_slip_id: slip.data.id, p_approve: true });
  if (approved.error) throw new Error(`approve failed: ${approved.error.message}`);
  return { client, orderId: order.data.id };
}

/** The PDF's bytes, or the function's refusal (status and JSON body). */
async function invokePdf(
  client: SupabaseClient,
  name: string,
  body: Record<string, unknown>,
): Promise<{ status: number; pdf?: Uint8Array; body?: unknown }> {
  const result = await client.functions.invoke<Blob>(name, { body });
  const failure: unknown = result.error;
  if (failure instanceof FunctionsHttpError) {
    const response = failure.context as Response;
    return { status: response.status, body: await response.json() };
  }
  if (failure instanceof Error) throw failure;
  if (!(result.data instanceof Blob)) throw new Error('the function did not answer a file');
  return { status: 200, pdf: new Uint8Array(await result.data.arrayBuffer()) };
}

const openPdf = (bytes: Uint8Array): Promise<PDFDocumentProxy> => getDocument({ data: bytes.slice() }).promise;

/** Page 1's text as pdf.js extracts it (Firefox's viewer, and what a copy from it gives), line by line. */
async function pageText(pdf: PDFDocumentProxy): Promise<string> {
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
}

/** "2026-11-27T03:05:00Z" → ["27", "2569", "10:05"]: day, Buddhist-era year and time in Bangkok (UTC+7). */
function bangkokParts(iso: string): [string, string, string] {
  const at = new Date(new Date(iso).getTime() + 7 * 3600_000);
  const hhmm = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
  return [String(at.getUTCDate()), String(at.getUTCFullYear() + 543), hhmm];
}

describe('receipt-pdf', () => {
  it("answers the owner's receipt as a PDF whose text is the receipt, payment method and time included", async () => {
    const { client, orderId } = await paidBySlip();
    const answer = await invokePdf(client, 'receipt-pdf', { order_id: orderId });
    expect(answer.status).toBe(200);
    const pdf = answer.pdf ?? new Uint8Array();
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    const text = await pageText(await openPdf(pdf));

    const [row] = await sql<{
      receipt_number: string;
      school_name: string;
      school_tax_id: string;
      item_title: string;
      buyer_name: string;
      total: string;
      vat: string;
      net: string;
      order_number: string;
      payment_method: string;
      paid_at: Date;
    }>(
      `select r.receipt_number, r.school_name, r.school_tax_id, r.item_title, r.buyer_name, r.total::text, r.vat::text, r.net::text,
              o.order_number, o.payment_method, o.paid_at
       from public.receipts r join public.orders o on o.id = r.order_id where r.order_id = $1`,
      [orderId],
    );
    expect(row?.payment_method).toBe('promptpay_slip');
    const money = (value: string | undefined): string => Number(value).toLocaleString('en-US', { minimumFractionDigits: 2 });
    for (const expected of [
      row?.receipt_number,
      row?.order_number,
      row?.school_name,
      row?.item_title,
      `ผู้ซื้อ ${BUYER_NAME}`,
      money(row?.total),
      money(row?.vat),
      money(row?.net),
      // Words whose marks fonts decompose or stack: ำ (น้ำ-like), ภาษี, tone marks over vowels.
      'ใบเสร็จรับเงิน / ใบกำกับภาษีอย่างย่อ',
      'เลขประจำตัวผู้เสียภาษี',
      'ภาษีมูลค่าเพิ่ม 7%',
      'ยอดชำระทั้งสิ้น',
      'ชำระโดย โอนเงินพร้อมเพย์ (แนบสลิป)',
      'ขอบคุณที่เรียนกับเรียนโค้ด',
      `ตัวอักษร: (${bahtText(Number(row?.total))})`,
    ]) {
      expect(text).toContain(expected);
    }
    const [day, year, time] = bangkokParts((row?.paid_at ?? new Date(0)).toISOString());
    expect(text).toMatch(new RegExp(`เวลาที่ชำระ ${day} [ก-๙]+ ${year} เวลา ${time} น\\.\n`));
  });

  it('refuses another member (RLS: not found) and lets an admin fetch any receipt', async () => {
    const { orderId } = await paidBySlip();
    const stranger = await newUserClient(server, `pdf-stranger${counter}@example.com`);
    expect(await invokePdf(stranger, 'receipt-pdf', { order_id: orderId })).toEqual({
      status: 404,
      body: { code: 'receipt_not_found', message: 'ไม่พบใบเสร็จของคำสั่งซื้อนี้' },
    });
    const byAdmin = await invokePdf(admin, 'receipt-pdf', { order_id: orderId });
    expect(byAdmin.status).toBe(200);
    const [order] = await sql<{ order_number: string }>('select order_number from public.orders where id = $1', [orderId]);
    expect(await pageText(await openPdf(byAdmin.pdf ?? new Uint8Array()))).toContain(order?.order_number ?? 'no order');
  });

  it('answers bad input with a JSON refusal', async () => {
    const { client } = await paidBySlip();
    expect(await invokePdf(client, 'receipt-pdf', { order_id: 'one' })).toMatchObject({ status: 400, body: { code: 'invalid_input' } });
  });
});

describe('certificate-pdf', () => {
  it('answers anyone holding the code with the certificate: name, course, hours, and a QR code to its page', async () => {
    const [cert] = await sql<{ code: string; learner: string; title: string; minutes: number }>(
      `select c.code, u.name as learner, co.title, (select sum(l.duration_minutes)::int from public.lessons l where l.course_id = co.id) as minutes
       from public.certificates c join public.users u on u.id = c.user_id join public.courses co on co.id = c.course_id
       order by c.id limit 1`,
    );
    if (!cert) throw new Error('the seed has no certificate');
    // No Authorization: the certificate is public like its verification page (verify_jwt = false).
    const res = await fetch(`${server.url}/functions/v1/certificate-pdf?code=${encodeURIComponent(cert.code.toLowerCase())}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = await openPdf(new Uint8Array(await res.arrayBuffer()));
    const text = await pageText(pdf);
    const hours = Math.floor(cert.minutes / 60);
    const rest = cert.minutes % 60;
    const duration = rest === 0 ? `${hours} ชั่วโมง` : `${hours} ชั่วโมง ${rest} นาที`;
    const url = `${server.config.SITE_URL}/certificate/${cert.code}`;
    for (const expected of [
      cert.learner,
      cert.title,
      `ระยะเวลาเรียน ${duration}`,
      `รหัสใบประกาศนียบัตร: ${cert.code}`,
      `ตรวจสอบได้ที่ ${url}`,
      'ได้สำเร็จการศึกษาคอร์ส',
    ]) {
      expect(text).toContain(expected);
    }

    const page = await pdf.getPage(1);
    const links = (await page.getAnnotations()).map((a: { url?: string }) => a.url);
    expect(links).toContain(url);
    // The QR code, rendered as a printer would and decoded as a phone would.
    const viewport = page.getViewport({ scale: 2 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    // pdf.js types its canvas as the DOM's HTMLCanvasElement, which this Node project has no lib for;
    // @napi-rs/canvas is the canvas pdf.js itself uses in Node.
    const renderParameters = Object.fromEntries([
      ['canvas', canvas],
      ['viewport', viewport],
    ]) as RenderParameters;
    await page.render(renderParameters).promise;
    const image = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    expect(jsQR(image.data, image.width, image.height)?.data).toBe(url);
  });

  it('answers an unknown code with 404 JSON, and a malformed one with 400', async () => {
    const unknown = await fetch(`${server.url}/functions/v1/certificate-pdf?code=RC-2569-ZZZZZZZZZZ`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'certificate_not_found', message: 'ไม่พบใบประกาศนียบัตรรหัสนี้' });
    const malformed = await fetch(`${server.url}/functions/v1/certificate-pdf`, { method: 'POST', body: JSON.stringify({ code: 42 }) });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'invalid_input' });
  });
});
