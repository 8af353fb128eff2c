import { checkoutText } from '../../../config/checkout-messages.ts';

/** What the `payment-slips` bucket accepts (the selling contract); the server refuses anything else too. */
export const SLIP_MAX_BYTES = 5 * 1024 * 1024;
const SLIP_EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export const SLIP_ACCEPT = Object.keys(SLIP_EXTENSIONS).join(',');

type SlipType = keyof typeof SLIP_EXTENSIONS;
const isSlipType = (type: string): type is SlipType => Object.hasOwn(SLIP_EXTENSIONS, type);

export type SlipCheck = { ok: true; extension: string; contentType: SlipType } | { ok: false; message: string };

/** Refuses a file that is not a JPG/PNG/WebP image or is over 5 MB, in Thai, before anything is uploaded. */
export function checkSlipFile(file: File | null | undefined): SlipCheck {
  const t = checkoutText;
  if (!file) return { ok: false, message: t.slipRequired };
  if (!isSlipType(file.type)) return { ok: false, message: t.slipNotImage };
  if (file.size > SLIP_MAX_BYTES) return { ok: false, message: t.slipTooLarge };
  return { ok: true, extension: SLIP_EXTENSIONS[file.type], contentType: file.type };
}

/** `<uid>/<orderId>/<uuid>.<ext>`: the learner's own folder, which the bucket's policies require. */
export function slipObjectPath(userId: string, orderId: number, extension: string, uuid: string = crypto.randomUUID()): string {
  return `${userId}/${orderId}/${uuid}.${extension}`;
}
