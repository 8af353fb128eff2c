import { useMutation } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { downloadJson, exportFileName } from '../lib/download-json.ts';
import { unwrap } from '@shared/db/answer';

/** Checks the answer's shape; the file holds the whole answer as the database built it. */
const exportSchema = z.object({
  exported_at: z.string(),
  account: z.object({ email: z.string().nullable() }).nullable(),
});

/**
 * Everything the school holds about the member, built by the database (export_my_data, one
 * definer function, so nothing is left out by the browser), saved as a JSON file.
 */
export async function exportMyData(): Promise<void> {
  const data = unwrap(await getSupabase().rpc('export_my_data'));
  exportSchema.parse(data);
  downloadJson(data, exportFileName(new Date()));
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}
