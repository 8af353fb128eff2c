import { expect } from 'vitest';

export interface Mail {
  id: number;
  to: string;
  kind: string;
  subject: string;
  link: string;
  /** The code the e-mail carries ({{ .Token }}); null for the school's own e-mails. */
  token: string | null;
}

/** The school's own e-mails, delivered from public.email_outbox whenever the worker polls. */
const OUTBOX_KINDS = new Set(['welcome', 'enrollment', 'receipt', 'certificate', 'qa_reply', 'continue_learning']);

/**
 * The newest e-mail the auth service sent to an address (through the mailbox's JSON API). The
 * outbox worker may deliver a welcome e-mail at any moment after a sign-up: it is not the auth
 * mail these tests follow, so it is skipped.
 */
export async function latestMail(baseUrl: string, to: string): Promise<Mail | undefined> {
  const response = await fetch(`${baseUrl}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  const messages = (await response.json()) as Mail[];
  return messages.find((message) => !OUTBOX_KINDS.has(message.kind));
}

/** Follows an e-mailed /verify link without following the redirect; returns where it sends the browser. */
export async function followLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect([302, 303]).toContain(response.status);
  const location = response.headers.get('location');
  if (!location) throw new Error('verify gave no Location');
  return new URL(location);
}

export const fragmentParams = (url: URL): URLSearchParams => new URLSearchParams(url.hash.replace(/^#/, ''));
