import { corsHeaders } from '../http.ts';

/** A PDF the browser saves under `filename` (ASCII: receipt and certificate numbers are). */
export const pdfResponse = (bytes: Uint8Array<ArrayBuffer>, filename: string): Response =>
  new Response(bytes, {
    status: 200,
    headers: {
      ...corsHeaders,
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    },
  });
