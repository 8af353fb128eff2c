import { callFunction } from '@shared/platform/supabase/functions';

/**
 * Asks an Edge Function for a PDF (decision 0059: receipts and certificates are built on the
 * server, so no PDF library ships to the browser) and hands it to the browser as a download.
 */
export async function downloadFunctionPdf(name: string, body: unknown, filename: string): Promise<void> {
  const response = await callFunction(name, body);
  if (response.headers.get('content-type') !== 'application/pdf') throw new Error(`${name} answered no PDF`);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoke after the click has been handled, not before the download starts.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
