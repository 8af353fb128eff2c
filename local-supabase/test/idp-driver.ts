import { expect } from 'vitest';

/** One `<form>` of the IdP page: where it posts and its hidden fields. */
export interface HtmlForm {
  action: string;
  fields: Record<string, string>;
}

const decode = (value: string): string =>
  value.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** Reads the forms of a page the way a browser would submit them (hidden and named inputs). */
export function parseForms(page: string, pageUrl: string): HtmlForm[] {
  const forms: HtmlForm[] = [];
  for (const match of page.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const attributes = match[1] ?? '';
    if (!/method="post"/i.test(attributes)) continue;
    const action = /action="([^"]*)"/.exec(attributes)?.[1] ?? '';
    const fields: Record<string, string> = {};
    for (const input of (match[2] ?? '').matchAll(/<input\b([^>]*)>/g)) {
      const name = /name="([^"]*)"/.exec(input[1] ?? '')?.[1];
      if (name) fields[name] = decode(/value="([^"]*)"/.exec(input[1] ?? '')?.[1] ?? '');
    }
    forms.push({ action: new URL(decode(action), pageUrl).href, fields });
  }
  return forms;
}

/** Opens the URL signInWithOAuth produced, follows it to the IdP page and returns the page and its forms. */
export async function openIdpPage(authorizeUrl: string): Promise<{ url: string; html: string; forms: HtmlForm[] }> {
  const redirect = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(redirect.status).toBe(302);
  const url = redirect.headers.get('location') ?? '';
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  return { url, html, forms: parseForms(html, url) };
}

/** Submits a form as the browser would; returns where the IdP sends the browser next. */
export async function submit(form: HtmlForm, extra: Record<string, string> = {}): Promise<URL> {
  const response = await fetch(form.action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form.fields, ...extra }).toString(),
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}
