import { startPeriodicJob, type PeriodicJob } from '../jobs/periodic-job.ts';
import type { Database, Queryable } from '../db/types.ts';

/**
 * Delivers public.email_outbox (mail the database queued, e.g. a receipt when an order is
 * paid) to local-supabase's mailbox, as hosted Supabase's scheduled Edge Function delivers it
 * through SMTP. Each row is claimed with `for update skip locked` and stamped `sent_at` in the
 * same transaction as its delivery, so a row is never sent twice, even with two workers on one
 * PostgreSQL database. A failed delivery is rolled back to a savepoint, counted, recorded in
 * last_error and retried later with exponential back-off.
 */

export interface OutboxMail {
  id: number;
  to_email: string;
  kind: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  link_path: string | null;
  attempts: number;
}

/** Sends one e-mail inside the claiming transaction; throwing leaves the row unsent. */
export type Deliver = (tx: Queryable, mail: OutboxMail, siteUrl: string) => Promise<void>;

export interface OutboxWorkerOptions {
  db: Database;
  /** Replaces {{site_url}} in the queued mail (the database does not know where the site is). */
  siteUrl: string;
  /** Pause between polls; the first poll happens after one interval. */
  intervalMs: number;
  deliver?: Deliver;
  /** Rows delivered per poll at most. */
  batchSize?: number;
  /** After this many failures a row is left alone (visible in last_error). */
  maxAttempts?: number;
  onError?: (error: unknown) => void;
}

/** `runOnce` delivers what is due and returns how many rows it handled (sent or failed). */
export type OutboxWorker = PeriodicJob<number>;

const MAX_BACKOFF_SECONDS = 3600;

export const expandSiteUrl = (text: string, siteUrl: string): string => text.replaceAll('{{site_url}}', siteUrl.replace(/\/+$/, ''));

/** The local mailbox (auth.local_mailbox, shown at /mailbox) is where local-supabase "sends". */
export const deliverToMailbox: Deliver = async (tx, mail, siteUrl) => {
  const link = expandSiteUrl(`{{site_url}}${mail.link_path ?? '/'}`, siteUrl);
  await tx.query('insert into auth.local_mailbox (to_email, kind, subject, body, link, html) values ($1, $2, $3, $4, $5, $6)', [
    mail.to_email,
    mail.kind,
    expandSiteUrl(mail.subject, siteUrl),
    expandSiteUrl(mail.body_text, siteUrl),
    link,
    mail.body_html === null ? null : expandSiteUrl(mail.body_html, siteUrl),
  ]);
};

/** Seconds until the next try after `attempts` failures: interval × 2^(attempts−1), at most an hour. */
export function backoffSeconds(intervalMs: number, attempts: number): number {
  const base = Math.max(1, Math.round(intervalMs / 1000));
  return Math.min(MAX_BACKOFF_SECONDS, base * 2 ** Math.max(0, attempts - 1));
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, siteUrl, intervalMs } = options;
  const deliver = options.deliver ?? deliverToMailbox;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 8;
  /** Claims, delivers and stamps one due row in one transaction; false when none is due. */
  const handleOne = (): Promise<boolean> =>
    db.transaction(null, async (tx) => {
      const claimed = await tx.query<OutboxMail>(
        `select id::int as id, to_email, kind, subject, body_text, body_html, link_path, attempts
           from public.email_outbox
          where sent_at is null and cancelled_at is null and send_after <= now() and attempts < $1
          order by send_after, id
          limit 1
          for update skip locked`,
        [maxAttempts],
      );
      const mail = claimed.rows[0];
      if (!mail) return false;
      await tx.query('savepoint deliver');
      try {
        await deliver(tx, mail, siteUrl);
        await tx.query('release savepoint deliver');
        await tx.query('update public.email_outbox set sent_at = now(), attempts = attempts + 1, last_error = null where id = $1', [
          mail.id,
        ]);
      } catch (error) {
        await tx.query('rollback to savepoint deliver');
        await tx.query(
          `update public.email_outbox
              set attempts = attempts + 1, last_error = $2, send_after = now() + make_interval(secs => $3)
            where id = $1`,
          [mail.id, describe(error), backoffSeconds(intervalMs, mail.attempts + 1)],
        );
      }
      return true;
    });

  const poll = async (isStopped: () => boolean): Promise<number> => {
    let handled = 0;
    while (handled < batchSize && !isStopped() && (await handleOne())) handled += 1;
    return handled;
  };

  return startPeriodicJob(poll, { intervalMs, idle: 0, onError: options.onError });
}
