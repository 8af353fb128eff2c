import { currentAccessToken, getSupabaseBackend } from '@shared/platform/supabase';

/**
 * Asks an Edge Function for a PDF (decision 0059: receipts and certificates are built on the
 * server, so no PDF library ships to the browser) with the member's token, as
 * supabase.functions.invoke would, and hands it to the browser as a download.
 */
export async function downloadFunctionPdf(name: string, body: unknown, filename: string): Promise<void> {
  const { supabaseUrl, supabaseAnonKey } = getSupabaseBackend();
  const token = (await currentAccessToken()) ?? supabaseAnonKey;
  const response = await fetch(`${supabaseUrl.replace(/\/$/, '')}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: supabaseAnonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok || response.headers.get('content-type') !== 'application/pdf') throw new Error(`${name} answered ${response.status}`);
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
