// Removes the Storage objects nobody needs any more, through Storage's own API (row and file together: a delete
// from storage.objects in SQL would leave the file behind). The database lists them:
// - payment slips under no order, or under one no longer pending, unless it is the approved slip
//   (orphaned_payment_slip_objects, decision 0044);
// - course media (videos, captions, files, covers, images) of a deleted lesson or course (orphaned_media_objects,
//   decision 0054).
// A cron job calls it every hour, after order expiry has turned stale pending orders into expired ones.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import type { Database } from '../_shared/database.types.ts';

const BATCH = 100;

const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
const supabase = createClient<Database>(Deno.env.get('SUPABASE_URL') ?? '', serviceKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});

/** An object to remove: orphaned_media_objects' row, which names its bucket. */
type Orphan = Database['public']['Functions']['orphaned_media_objects']['Returns'][number];

/** Lists, batch after batch, and removes until none is left (or a batch is only partly removed: it would repeat). */
async function removeAll(list: () => Promise<Orphan[]>): Promise<number> {
  let removed = 0;
  for (;;) {
    const orphans = await list();
    if (orphans.length === 0) return removed;
    const byBucket = new Map<string, string[]>();
    for (const { bucket_id, name } of orphans) byBucket.set(bucket_id, [...(byBucket.get(bucket_id) ?? []), name]);
    let removedNow = 0;
    for (const [bucket, names] of byBucket) {
      const result = await supabase.storage.from(bucket).remove(names);
      if (result.error) throw new Error(result.error.message);
      removedNow += result.data.length;
    }
    removed += removedNow;
    if (removedNow < orphans.length) return removed;
  }
}

/** Payment slips are all in one bucket: their function names only the object. */
async function orphanedSlips(): Promise<Orphan[]> {
  const { data, error } = await supabase.rpc('orphaned_payment_slip_objects', { p_limit: BATCH });
  if (error) throw new Error(error.message);
  return data.map(({ name }) => ({ bucket_id: 'payment-slips', name }));
}

async function orphanedMedia(): Promise<Orphan[]> {
  const { data, error } = await supabase.rpc('orphaned_media_objects', { p_limit: BATCH });
  if (error) throw new Error(error.message);
  return data;
}

Deno.serve(async (req) => {
  if (req.headers.get('authorization') !== `Bearer ${serviceKey}`) {
    return Response.json({ error: 'only the service role may remove files' }, { status: 403 });
  }
  try {
    const slips = await removeAll(orphanedSlips);
    const media = await removeAll(orphanedMedia);
    return Response.json({ removed: slips + media, slips, media });
  } catch (error) {
    return Response.json({ error: error instanceof Error ? error.message : String(error) }, { status: 500 });
  }
});
