// Removes the payment-slip objects nobody needs any more (decision 0044): under no order, or under
// one no longer pending, unless it is the approved slip. The database lists them
// (orphaned_payment_slip_objects); Storage's own API removes them, row and file together (a delete
// from storage.objects in SQL would leave the file behind). A cron job calls it every hour, after
// order expiry has turned stale pending orders into expired ones.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';

const BUCKET = 'payment-slips';
const BATCH = 100;

const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
const supabase = createClient(Deno.env.get('SUPABASE_URL') ?? '', serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });

Deno.serve(async (req) => {
  if (req.headers.get('authorization') !== `Bearer ${serviceKey}`) {
    return Response.json({ error: 'only the service role may remove slips' }, { status: 403 });
  }
  let removed = 0;
  // Batch after batch until none is left; a batch removes what it lists, so this ends.
  for (;;) {
    const { data, error } = await supabase.rpc('orphaned_payment_slip_objects', { p_limit: BATCH });
    if (error) return Response.json({ error: error.message, removed }, { status: 500 });
    const names = ((data ?? []) as { name: string }[]).map((row) => row.name);
    if (names.length === 0) break;
    const result = await supabase.storage.from(BUCKET).remove(names);
    if (result.error) return Response.json({ error: result.error.message, removed }, { status: 500 });
    removed += result.data.length;
    if (result.data.length < names.length) break;
  }
  return Response.json({ removed });
});
