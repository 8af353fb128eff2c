import QRCode from 'qrcode';
import { promptPayPayload } from './promptpay-payload.ts';

/**
 * The QR as an SVG `data:` URL for an <img> (the CSP allows data: images; no
 * markup is injected into the page). Loaded with import() by the checkout
 * page only, so no other page carries the QR libraries.
 */
export async function promptPayQrDataUrl(promptPayId: string, amount: number, orderNumber: string): Promise<string> {
  const svg = await QRCode.toString(promptPayPayload(promptPayId, amount, orderNumber), {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
