import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backoffSeconds, expandSiteUrl, startOutboxWorker, type OutboxMail } from '../src/mail/outbox-worker.ts';
import { startTestServer, type TestServer } from './harness.ts';

// The e-mail outbox worker against a real seeded database: the server's own worker is set to
// never poll by itself (OUTBOX_INTERVAL_MS=0) so each test decides when a poll happens.

const SITE = 'https://riancode.example';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { OUTBOX_INTERVAL_MS: '0', SITE_URL: SITE } });
});
afterAll(async () => {
  await server.stop();
});

interface Row {
  id: number;
  sent_at: string | null;
  attempts: number;
  last_error: string | null;
  due_in: number;
}

const query = <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
  server.db.transaction(null, async (tx) => (await tx.query<T>(sql, params)).rows);

async function queue(to: string): Promise<number> {
  const [row] = await query<{ id: number }>(
    `insert into public.email_outbox (to_email, kind, subject, body_text, link_path)
     values ($1, 'receipt', 'ใบเสร็จรับเงิน', 'ดูใบเสร็จ: {{site_url}}/orders/1/receipt', '/orders/1/receipt')
     returning id::int as id`,
    [to],
  );
  if (!row) throw new Error('no outbox row');
  return row.id;
}

const outboxRow = async (id: number): Promise<Row | undefined> =>
  (
    await query<Row>(
      `select id::int as id, sent_at::text, attempts, last_error,
            extract(epoch from (send_after - now()))::int as due_in
       from public.email_outbox where id = $1`,
      [id],
    )
  )[0];

const mailbox = (to: string): Promise<{ subject: string; body: string; link: string }[]> =>
  query('select subject, body, link from auth.local_mailbox where to_email = $1', [to]);

beforeEach(async () => {
  await query('update public.email_outbox set sent_at = now() where sent_at is null');
});

describe('outbox worker', () => {
  it('delivers a queued e-mail to the mailbox once, with the site address filled in', async () => {
    const id = await queue('once@example.com');
    expect(await server.outbox.runOnce()).toBe(1);
    expect(await server.outbox.runOnce()).toBe(0);
    expect(await mailbox('once@example.com')).toEqual([
      { subject: 'ใบเสร็จรับเงิน', body: `ดูใบเสร็จ: ${SITE}/orders/1/receipt`, link: `${SITE}/orders/1/receipt` },
    ]);
    expect(await outboxRow(id)).toMatchObject({ attempts: 1, last_error: null });
    expect((await outboxRow(id))?.sent_at).not.toBeNull();
  });

  it('never sends a row twice when two workers poll at the same time', async () => {
    const id = await queue('race@example.com');
    const second = startOutboxWorker({ db: server.db, siteUrl: SITE, intervalMs: 0 });
    const handled = await Promise.all([server.outbox.runOnce(), second.runOnce(), server.outbox.runOnce()]);
    await second.stop();
    expect(handled.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await mailbox('race@example.com')).toHaveLength(1);
    expect((await outboxRow(id))?.attempts).toBe(1);
  });

  it('counts a failure, records it, backs off and leaves the mailbox untouched', async () => {
    const id = await queue('fails@example.com');
    const seen: OutboxMail[] = [];
    const failing = startOutboxWorker({
      db: server.db,
      siteUrl: SITE,
      intervalMs: 10_000,
      deliver: async (tx, mail) => {
        seen.push(mail);
        // A write that must not survive the failed delivery.
        await tx.query(
          `insert into auth.local_mailbox (to_email, kind, subject, body, link) values ('fails@example.com', 'receipt', 'x', 'x', 'x')`,
        );
        throw new Error('SMTP 451: try again later');
      },
    });
    expect(await failing.runOnce()).toBe(1);
    await failing.stop();
    expect(seen.map((m) => m.id)).toEqual([id]);
    const row = await outboxRow(id);
    expect(row).toMatchObject({ sent_at: null, attempts: 1, last_error: 'SMTP 451: try again later' });
    expect(row?.due_in).toBeGreaterThan(5);
    expect(await mailbox('fails@example.com')).toEqual([]);
    // Not due yet: the next poll leaves it alone; once due, the real worker delivers it.
    expect(await server.outbox.runOnce()).toBe(0);
    await query('update public.email_outbox set send_after = now() where id = $1', [id]);
    expect(await server.outbox.runOnce()).toBe(1);
    expect(await mailbox('fails@example.com')).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ attempts: 2, last_error: null });
  });

  it('gives up on a row after the maximum number of attempts', async () => {
    const id = await queue('dead@example.com');
    await query('update public.email_outbox set attempts = 8 where id = $1', [id]);
    expect(await server.outbox.runOnce()).toBe(0);
    expect((await outboxRow(id))?.sent_at).toBeNull();
  });

  it('polls by itself and stops cleanly', async () => {
    const id = await queue('timer@example.com');
    const timed = startOutboxWorker({ db: server.db, siteUrl: SITE, intervalMs: 50 });
    await expect.poll(async () => (await outboxRow(id))?.sent_at, { timeout: 5000 }).not.toBeNull();
    await timed.stop();
    const after = await queue('after-stop@example.com');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await outboxRow(after))?.sent_at).toBeNull();
    expect(await timed.runOnce()).toBe(0);
  });
});

describe('outbox helpers', () => {
  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4].map((n) => backoffSeconds(3000, n))).toEqual([3, 6, 12, 24]);
    expect(backoffSeconds(3000, 20)).toBe(3600);
  });

  it('fills {{site_url}} without a doubled slash', () => {
    expect(expandSiteUrl('{{site_url}}/orders/2/receipt', 'http://localhost:4173/')).toBe('http://localhost:4173/orders/2/receipt');
  });
});
