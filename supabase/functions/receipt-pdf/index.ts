// The receipt of an order as a text PDF (issue 31, decision 0059). The receipt is read with the
// caller's JWT, so RLS decides who reads which receipt; SUPABASE_URL and SUPABASE_ANON_KEY are set
// by the Edge Runtime. The font files beside the layout ship through static_files (config.toml).
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import type { Database } from '../_shared/database.types.ts';
import { receiptPdfHandler } from '../_shared/pdf/receipt-pdf-handler.ts';

const env = (name: string): string => {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const COLUMNS =
  'receipt_number,issued_at,school_name,school_tax_id,school_address,buyer_name,buyer_email,item_title,subtotal,discount,total,vat,net,' +
  'order:orders(order_number,status,coupon_code,payment_method,paid_at)';

interface ReceiptRow {
  receipt_number: string;
  issued_at: string;
  school_name: string;
  school_tax_id: string | null;
  school_address: string | null;
  buyer_name: string;
  buyer_email: string | null;
  item_title: string;
  subtotal: number;
  discount: number;
  total: number;
  vat: number;
  net: number;
  order: { order_number: string; status: string; coupon_code: string | null; payment_method: string | null; paid_at: string | null };
}

Deno.serve(
  receiptPdfHandler({
    loadReceipt: async (jwt, orderId) => {
      const asCaller = createClient<Database>(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { headers: { Authorization: `Bearer ${jwt}` } },
      });
      const { data, error } = await asCaller.from('receipts').select(COLUMNS).eq('order_id', orderId).maybeSingle<ReceiptRow>();
      if (error) throw new Error(error.message);
      if (!data) return null;
      return {
        receiptNumber: data.receipt_number,
        issuedAt: data.issued_at,
        schoolName: data.school_name,
        schoolTaxId: data.school_tax_id,
        schoolAddress: data.school_address,
        buyerName: data.buyer_name,
        buyerEmail: data.buyer_email,
        itemTitle: data.item_title,
        subtotal: Number(data.subtotal),
        discount: Number(data.discount),
        total: Number(data.total),
        vat: Number(data.vat),
        net: Number(data.net),
        orderNumber: data.order.order_number,
        couponCode: data.order.coupon_code,
        refunded: data.order.status === 'refunded',
        paymentMethod: data.order.payment_method,
        paidAt: data.order.paid_at,
      };
    },
  }),
);
