// Delivers the mail the database queued (public.email_outbox: receipts, enrolments, Q&A replies,
// the weekly nudge) through the school's SMTP provider. A cron job calls it every few seconds
// (supabase/migrations/20261127030001_scheduled_jobs.sql); it claims due rows with a lease
// (claim_email_outbox), sends each as text + HTML, and reports back (complete_email_outbox), which
// stamps it sent or keeps the error and retries later with back-off (decision 0035).
// Only the service role may run it: any other caller could not see the rows anyway, but would spend
// the provider's quota by draining the queue early.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import type { Database, Tables } from '../_shared/database.types.ts';
import nodemailer from 'npm:nodemailer@10.6.1';

const env = (name: string, fallback?: string): string => {
  const value = Deno.env.get(name) ?? fallback;
  if (value === undefined || value === '') throw new Error(`${name} is not set (supabase secrets set ${name}=...)`);
  return value;
};

const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY');
const supabase = createClient<Database>(env('SUPABASE_URL'), serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });
const siteUrl = env('SITE_URL').replace(/\/+$/, '');
const from = env('SMTP_FROM', 'RianCode <no-reply@riancode.dev>');
const port = Number(env('SMTP_PORT', '587'));
const user = Deno.env.get('SMTP_USER');
const transport = nodemailer.createTransport({
  host: env('SMTP_HOST'),
  port,
  secure: port === 465,
  auth: user ? { user, pass: env('SMTP_PASS') } : undefined,
});

/** The database does not know where the site is: `{{site_url}}` in queued mail is filled here. */
const expand = (text: string): string => text.replaceAll('{{site_url}}', siteUrl);

async function sendOne(row: Tables<'email_outbox'>): Promise<string | null> {
  try {
    await transport.sendMail({
      from,
      to: row.to_email,
      subject: expand(row.subject),
      text: expand(row.body_text),
      ...(row.body_html === null ? {} : { html: expand(row.body_html) }),
      // What the mail is and where its button goes, for tools that sort mail (the local mailbox page).
      headers: { 'X-RianCode-Kind': row.kind, 'X-RianCode-Link': `${siteUrl}${row.link_path ?? '/'}` },
    });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

Deno.serve(async (req) => {
  if (req.headers.get('authorization') !== `Bearer ${serviceKey}`) {
    return Response.json({ error: 'only the service role may send the outbox' }, { status: 403 });
  }
  const { data, error } = await supabase.rpc('claim_email_outbox', { p_limit: 20, p_lease_seconds: 300 });
  if (error) return Response.json({ error: error.message }, { status: 500 });
  // claim_email_outbox returns setof email_outbox: the rows it leased, typed by the generated Database.
  const rows = data ?? [];
  let sent = 0;
  const failed: { id: number; error: string }[] = [];
  for (const row of rows) {
    const problem = await sendOne(row);
    const report = await supabase.rpc('complete_email_outbox', { p_id: row.id, p_error: problem ?? undefined }); // left out (null): sent
    if (report.error) failed.push({ id: row.id, error: `report: ${report.error.message}` });
    else if (problem === null) sent += 1;
    else failed.push({ id: row.id, error: problem });
  }
  return Response.json({ claimed: rows.length, sent, failed });
});
