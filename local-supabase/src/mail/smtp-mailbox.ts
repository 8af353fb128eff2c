import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import type { Database } from '../db/types.ts';

/**
 * A real SMTP server on loopback that "delivers" into the local mailbox (auth.local_mailbox,
 * shown at /mailbox), so the school's mail goes through the same sending code as in production:
 * supabase/functions/send-email-outbox speaks SMTP to it exactly as to the school's provider.
 * Like a provider, it refuses recipients it cannot deliver to: any address at the reserved
 * `.invalid` top-level domain (RFC 2606) answers 550, which is how a test makes a send fail.
 * `X-RianCode-Kind` and `X-RianCode-Link` (set by the function) fill the mailbox's kind and link.
 */

export interface SmtpMailbox {
  host: string;
  port: number;
  stop(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value.map((entry) => entry.address ?? '')).filter(Boolean);

const headerText = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export async function startSmtpMailbox(db: Database, port: number, onError?: (error: unknown) => void): Promise<SmtpMailbox> {
  const host = '127.0.0.1';
  const server = new SMTPServer({
    authOptional: true,
    // Loopback only: no TLS to negotiate, as for the Supabase CLI's Inbucket/Mailpit.
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'local-supabase mailbox',
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (/\.invalid$/i.test(address.address)) {
        const refused = new Error(`Mailbox unavailable: ${address.address}`) as Error & { responseCode: number };
        refused.responseCode = 550;
        callback(refused);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          const to = recipients.length > 0 ? recipients : addressesOf(mail.to);
          const kind = headerText(mail.headers.get('x-riancode-kind')) ?? 'email';
          const link = headerText(mail.headers.get('x-riancode-link')) ?? '';
          const html = typeof mail.html === 'string' ? mail.html : null;
          await db.transaction(null, async (tx) => {
            for (const address of to) {
              await tx.query('insert into auth.local_mailbox (to_email, kind, subject, body, link, html) values ($1, $2, $3, $4, $5, $6)', [
                address,
                kind,
                mail.subject ?? '',
                mail.text ?? '',
                link,
                html,
              ]);
            }
          });
          callback();
        })
        .catch((error: unknown) => {
          onError?.(error);
          callback(error instanceof Error ? error : new Error(String(error)));
        });
    },
  });
  server.on('error', (error) => onError?.(error));
  const bound = await new Promise<number>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
  return {
    host,
    port: bound,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
