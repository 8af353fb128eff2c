// The receipt of an order as a text PDF (issue 31, decision 0059). The receipt is read with the
// caller's JWT, so RLS decides who reads which receipt; SUPABASE_URL and SUPABASE_ANON_KEY are set
// by the Edge Runtime. The font files beside the layout ship through static_files (config.toml).
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import type { Database } from '../_shared/database.types.ts';
import { requiredEnv } from '../_shared/deno/function-env.ts';
import { receiptPdfHandler } from '../_shared/pdf/receipt-pdf-handler.ts';
import { RECEIPT_COLUMNS, toReceiptDocument } from '../_shared/receipt-content.ts';

Deno.serve(
  receiptPdfHandler({
    loadReceipt: async (jwt, orderId) => {
      const asCaller = createClient<Database>(requiredEnv('SUPABASE_URL'), requiredEnv('SUPABASE_ANON_KEY'), {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { headers: { Authorization: `Bearer ${jwt}` } },
      });
      const { data, error } = await asCaller.from('receipts').select(RECEIPT_COLUMNS).eq('order_id', orderId).maybeSingle();
      if (error) throw new Error(error.message);
      if (!data) return null;
      return toReceiptDocument(data);
    },
  }),
);
