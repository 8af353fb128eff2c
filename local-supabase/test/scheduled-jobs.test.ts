import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

// The school's jobs as hosted Supabase runs them (decision 0051): pg_cron jobs from the migration,
// send-email-outbox (an Edge Function run by Deno) called through net.http_post with the service
// key from Vault, sending through SMTP into local-supabase's loopback server and the mailbox.

const SITE = 'https://riancode.example';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { SITE_URL: SITE } });
}, 120_000);
afterAll(async () => {
  await server.stop();
});

const query = <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
  server.db.transaction(null, async (tx) => (await tx.query<T>(sql, params)).rows);

async function queueMail(to: string): Promise<number> {
  const [row] = await query<{ id: number }>(
    `insert into public.email_outbox (to_email, kind, subject, body_text, body_html, link_path)
     values ($1, 'receipt', 'ใบเสร็จ {{site_url}}', 'ข้อความ {{site_url}}/orders/1/receipt', '<p>HTML <a href="{{site_url}}/orders/1/receipt">ใบเสร็จ</a></p>', '/orders/1/receipt')
     returning id::int as id`,
    [to],
  );
  if (!row) throw new Error('not queued');
  return row.id;
}

describe('the migration schedules the jobs with pg_cron', () => {
  it('has the five jobs with their schedules, active', async () => {
    const jobs = await query<{ jobname: string; schedule: string; active: boolean }>(
      'select jobname, schedule, active from cron.job order by jobname',
    );
    expect(jobs).toEqual([
      { jobname: 'expire-stale-orders', schedule: '* * * * *', active: true },
      { jobname: 'process-account-deletions', schedule: '17 * * * *', active: true },
      { jobname: 'queue-continue-learning', schedule: '7 * * * *', active: true },
      { jobname: 'remove-orphaned-slips', schedule: '23 * * * *', active: true },
      { jobname: 'send-email-outbox', schedule: '10 seconds', active: true },
    ]);
  });
});

describe('send-email-outbox', () => {
  it('sends a due row through SMTP as text + HTML with the site filled in, and stamps it sent', async () => {
    const to = `outbox-${Date.now()}@riancode.example`;
    const id = await queueMail(to);
    const report = await server.sendOutbox();
    expect(report.failed).toEqual([]);
    expect(report.sent).toBeGreaterThanOrEqual(1);

    const [row] = await query<{ sent_at: string | null; attempts: number }>(
      'select sent_at, attempts from public.email_outbox where id = $1',
      [id],
    );
    expect(row?.sent_at).not.toBeNull();
    expect(row?.attempts).toBe(1);
    // What the SMTP server received, one message with both parts.
    const mails = await query<{ kind: string; subject: string; body: string; html: string | null; link: string }>(
      'select kind, subject, body, html, link from auth.local_mailbox where to_email = $1',
      [to],
    );
    expect(mails).toEqual([
      {
        kind: 'receipt',
        subject: `ใบเสร็จ ${SITE}`,
        body: `ข้อความ ${SITE}/orders/1/receipt`,
        html: `<p>HTML <a href="${SITE}/orders/1/receipt">ใบเสร็จ</a></p>`,
        link: `${SITE}/orders/1/receipt`,
      },
    ]);
    // Sent once: the next run has nothing for this address.
    await server.sendOutbox();
    expect(await query('select 1 from auth.local_mailbox where to_email = $1', [to])).toHaveLength(1);
  });

  it('keeps the error of a refused recipient and retries only after a back-off', async () => {
    const id = await queueMail('nobody@bounce.invalid');
    const report = await server.sendOutbox();
    expect(report.failed.map((failure) => failure.id)).toEqual([id]);
    expect(report.failed[0]?.error).toContain('550');

    const [row] = await query<{ sent_at: string | null; attempts: number; last_error: string | null; wait: number }>(
      `select sent_at, attempts, last_error, extract(epoch from send_after - now())::int as wait from public.email_outbox where id = $1`,
      [id],
    );
    expect(row).toMatchObject({ sent_at: null, attempts: 1 });
    expect(row?.last_error).toContain('550');
    // complete_email_outbox's back-off: a minute after the first failure.
    expect(row?.wait).toBeGreaterThan(30);
    expect(row?.wait).toBeLessThanOrEqual(60);
    expect((await server.sendOutbox()).failed).toEqual([]);
    expect((await query<{ attempts: number }>('select attempts from public.email_outbox where id = $1', [id]))[0]?.attempts).toBe(1);
  });

  it('refuses a caller that is not the service role, though the gateway lets the anon key in', async () => {
    const response = await fetch(`${server.url}/functions/v1/send-email-outbox`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.anonKey}`, apikey: server.anonKey },
    });
    expect(response.status).toBe(403);
    const unsigned = await fetch(`${server.url}/functions/v1/send-email-outbox`, { method: 'POST' });
    expect(unsigned.status).toBe(401);
  });
});

describe('the cron runner', () => {
  beforeAll(async () => {
    await query('create table public.cron_probe (ran_at timestamptz not null default now())');
  });

  it('runs a job when its schedule is due and records the run as pg_cron does', async () => {
    await query(`select cron.schedule('probe', '*/5 * * * *', $$ insert into public.cron_probe default values $$)`);
    const due = await server.cron.tick(new Date('2026-11-27T02:05:00Z'));
    expect(due.map((run) => [run.jobname, run.status])).toEqual(expect.arrayContaining([['probe', 'succeeded']]));
    const notDue = await server.cron.tick(new Date('2026-11-27T02:06:00Z'));
    expect(notDue.map((run) => run.jobname)).not.toContain('probe');
    expect(await query('select * from public.cron_probe')).toHaveLength(1);
    const details = await query<{ status: string; command: string }>(
      `select d.status, d.command from cron.job_run_details d join cron.job j using (jobid) where j.jobname = 'probe'`,
    );
    expect(details).toEqual([{ status: 'succeeded', command: ' insert into public.cron_probe default values ' }]);
  });

  it('records a failing command as failed, replaces a job scheduled again under its name, and unschedules', async () => {
    await query(`select cron.schedule('broken', '* * * * *', $$ select public.no_such_function() $$)`);
    const run = await server.cron.run('broken');
    expect(run.status).toBe('failed');
    expect(run.return_message).toContain('no_such_function');
    await query(`select cron.schedule('broken', '@hourly', $$ select 1 $$)`);
    expect(await query(`select schedule, command from cron.job where jobname = 'broken'`)).toEqual([
      { schedule: '@hourly', command: ' select 1 ' },
    ]);
    expect(await query(`select cron.unschedule('broken') as done`)).toEqual([{ done: true }]);
    await expect(query(`select cron.schedule('bad', 'every day', $$ select 1 $$)`)).rejects.toThrow(/invalid schedule/);
  });

  it('is not reachable by the API roles', async () => {
    for (const role of ['anon', 'authenticated', 'service_role'] as const) {
      for (const sql of [
        `select cron.schedule('x', '* * * * *', 'select 1')`,
        `select net.http_post('http://127.0.0.1:9/')`,
        `select decrypted_secret from vault.decrypted_secrets`,
      ]) {
        await expect(server.db.transaction({ role, claims: { role } }, (tx) => tx.query(sql))).rejects.toThrow(/permission denied/);
      }
    }
  });
});

describe('on the clock', () => {
  let clocked: TestServer;
  beforeAll(async () => {
    clocked = await startTestServer({ env: { CRON_ENABLED: 'true' } });
  }, 120_000);
  afterAll(async () => {
    await clocked.stop();
  });

  it('fires a seconds schedule by itself', async () => {
    await clocked.db.transaction(null, async (tx) => {
      await tx.query('create table public.cron_clock (ran_at timestamptz not null default now())');
      await tx.query(`select cron.schedule('clock', '1 seconds', $$ insert into public.cron_clock default values $$)`);
    });
    await expect
      .poll(
        async () =>
          clocked.db.transaction(
            null,
            async (tx) => (await tx.query<{ n: number }>('select count(*)::int as n from public.cron_clock')).rows[0]?.n ?? 0,
          ),
        { timeout: 60_000, interval: 200 },
      )
      .toBeGreaterThan(0);
  });
});
