import { expect } from 'vitest';

export interface Mail {
  id: number;
  to: string;
  kind: string;
  subject: string;
  link: string;
}

/** The newest e-mail the local mailbox holds for an address (through its JSON API). */
export async function latestMail(baseUrl: string, to: string): Promise<Mail | undefined> {
  const response = await fetch(`${baseUrl}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  const messages = (await response.json()) as Mail[];
  return messages[0];
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
