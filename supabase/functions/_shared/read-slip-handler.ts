import type { ServiceClient, UserOfToken } from './database.ts';
import { bearerOf, json, refusal } from './http.ts';
import { ORDER_ERROR_MESSAGES } from './order-refusals.ts';
import { orSqlNull } from './sql-null.ts';
import { readSlipReference, type SlipQrDecoders } from './slip-qr.ts';

export interface ReadSlipDeps {
  /** Service role: the slip's row (payment_slips), its image (the payment-slips bucket), record_slip_reference. */
  db: Pick<ServiceClient, 'from' | 'rpc' | 'storage'>;
  userOf: UserOfToken;
  decoders: SlipQrDecoders;
}

/**
 * POST { slip_id } by the slip's owner, right after submit_payment_slip: decodes the slip's QR on
 * the server and records its reference (record_slip_reference). A reference another order's slip
 * already used rejects this slip (409 slip_reference_used); no readable QR is recorded for the
 * admin to see, and the slip waits for review as before.
 */
export function readSlipHandler(deps: ReadSlipDeps): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === 'OPTIONS') return json(200, 'ok');
    if (req.method !== 'POST') return refusal(405, 'method_not_allowed', 'ใช้ได้เฉพาะ POST');
    const jwt = bearerOf(req);
    const user = jwt ? await deps.userOf(jwt) : null;
    if (!user) return refusal(401, 'not_signed_in', 'กรุณาเข้าสู่ระบบ');
    let slipId: unknown;
    try {
      slipId = ((await req.json()) as { slip_id?: unknown }).slip_id;
    } catch {
      return refusal(400, 'bad_json', 'ต้องส่งข้อมูลเป็น JSON');
    }
    if (typeof slipId !== 'number' || !Number.isSafeInteger(slipId) || slipId <= 0) return refusal(400, 'invalid_input', 'slip_id ไม่ถูกต้อง');

    const { data: loaded } = await deps.db.from('payment_slips').select('object_path, user_id').eq('id', slipId).maybeSingle();
    if (!loaded || loaded.user_id !== user.id) return refusal(404, 'slip_not_found', 'ไม่พบสลิปนี้');
    const { data: image } = await deps.db.storage.from('payment-slips').download(loaded.object_path);
    if (!image) return refusal(404, 'slip_not_found', 'ไม่พบไฟล์สลิป');
    const reference = readSlipReference(deps.decoders, new Uint8Array(await image.arrayBuffer()), image.type);

    const recorded = await deps.db.rpc('record_slip_reference', {
      p_slip_id: slipId,
      p_object_path: loaded.object_path,
      p_reference: orSqlNull(reference), // null: the slip has no readable QR
    });
    if (recorded.error) {
      return recorded.error.message === 'slip_replaced'
        ? refusal(409, 'slip_replaced', 'สลิปถูกเปลี่ยนระหว่างตรวจ กรุณาลองอีกครั้ง')
        : refusal(500, 'server_error', 'ตรวจสลิปไม่สำเร็จ กรุณาลองใหม่');
    }
    const slip = recorded.data;
    if (slip.status === 'rejected' && slip.qr_reference !== null && slip.qr_reference === reference) {
      return refusal(409, 'slip_reference_used', ORDER_ERROR_MESSAGES.slip_reference_used);
    }
    return json(200, { slip_id: slip.id, status: slip.status, qr_reference: slip.qr_reference, qr_readable: reference !== null });
  };
}
