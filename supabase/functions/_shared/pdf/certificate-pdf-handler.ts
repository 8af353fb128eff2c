import { json, refusal } from '../http.ts';
import { pdfResponse } from './pdf-response.ts';
import { renderPdf } from './pdf-document.ts';
import { drawCertificate, type CertificateDocument } from './certificate-layout.ts';

export interface CertificatePdfDeps {
  /** rpc certificate_document: public, like the verification page; null for an unknown code. */
  loadCertificate(code: string): Promise<CertificateDocument | null>;
  siteUrl: string;
}

/** The shape of a printed code (RC-<year>-<6 to 16 letters or digits>), before any query. */
const CODE = /^RC-\d{4}-[A-Z0-9]{6,16}$/;

/**
 * GET ?code=RC-… or POST { code } → the certificate as a text PDF with a QR code to its
 * verification page (decision 0059). Anyone holding the code may fetch it (verify_jwt = false).
 */
export function certificatePdfHandler(deps: CertificatePdfDeps): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === 'OPTIONS') return json(200, 'ok');
    let code: unknown;
    if (req.method === 'GET') code = new URL(req.url).searchParams.get('code');
    else if (req.method === 'POST') {
      try {
        code = ((await req.json()) as { code?: unknown }).code;
      } catch {
        return refusal(400, 'bad_json', 'ต้องส่งข้อมูลเป็น JSON');
      }
    } else return refusal(405, 'method_not_allowed', 'ใช้ได้เฉพาะ GET หรือ POST');
    if (typeof code !== 'string' || code.length > 40) return refusal(400, 'invalid_input', 'รหัสใบประกาศนียบัตรไม่ถูกต้อง');
    const normalized = code.trim().toUpperCase();
    const certificate = CODE.test(normalized) ? await deps.loadCertificate(normalized) : null;
    if (!certificate) return refusal(404, 'certificate_not_found', 'ไม่พบใบประกาศนียบัตรรหัสนี้');
    const bytes = await renderPdf(
      { title: `ใบประกาศนียบัตร ${certificate.code}`, subject: certificate.courseTitle, layout: 'landscape' },
      (page) => drawCertificate(page, certificate, deps.siteUrl),
    );
    return pdfResponse(bytes, `certificate-${certificate.code}.pdf`);
  };
}
