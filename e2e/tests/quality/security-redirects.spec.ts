import { expect, test } from '@playwright/test';
import { loadConfig } from 'local-supabase/config';
import { createLearner } from '../../fixtures/backend.ts';
import { newestMail } from '../../fixtures/mailbox.ts';
import { E2E_SITE_URL, E2E_SUPABASE_URL } from '../../fixtures/site.ts';
import { fillLogin } from '../mfe-auth/auth-helpers.ts';

/**
 * Open-redirect attempts: the login page's `?next=` (browser) and
 * local-supabase's `redirect_to` (HTTP, Location header read without following).
 */
const { ANON_KEY } = loadConfig({});
const EVIL_NEXT = [
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  'https://evil.example',
  '%2F%2Fevil.example',
  '%2F%5Cevil.example',
  'https%3A%2F%2Fevil.example',
  '/%2F/evil.example',
  '\t//evil.example',
];
const EVIL_REDIRECT_TO = [
  'https://evil.example/',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  'http://localhost.evil.example/',
  `${E2E_SITE_URL}@evil.example/`,
];
const SITE = new URL(E2E_SITE_URL);
// local-supabase's allow list for the e2e site: the site on localhost and on 127.0.0.1 (scripts/lib/local-supabase-process.ts).
const ALLOWED_ORIGINS = [SITE.origin, SITE.origin.replace('localhost', '127.0.0.1')];

function expectAllowed(location: string | null): void {
  expect(location).not.toBeNull();
  expect(ALLOWED_ORIGINS).toContain(new URL(location ?? '').origin);
}

test.describe('/login?next= never leaves the site', () => {
  for (const next of EVIL_NEXT) {
    test(`next=${JSON.stringify(next)}`, async ({ page }) => {
      const learner = await createLearner('redirect');
      // Encoded as a whole, so the page sees exactly `next` after decoding once.
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await fillLogin(page, learner.email, learner.password);
      await expect(page).toHaveURL(`${SITE.origin}/dashboard`, { timeout: 15_000 });
    });
  }
});

test.describe('local-supabase redirect_to stays on the allowed origins', () => {
  test('GET /auth/v1/authorize: the flow ends on the site, and so does its cancel link', async () => {
    for (const target of EVIL_REDIRECT_TO) {
      const authorize = await fetch(`${E2E_SUPABASE_URL}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(target)}`, {
        redirect: 'manual',
      });
      expect(authorize.status).toBe(302);
      const idpUrl = authorize.headers.get('location') ?? '';
      expect(new URL(idpUrl).origin).toBe(new URL(E2E_SUPABASE_URL).origin);
      const flow = new URL(idpUrl).searchParams.get('flow') ?? '';
      // The provider page's cancel link goes back to redirect_to.
      const page = await (await fetch(idpUrl)).text();
      const hrefs = [...page.matchAll(/href="([^"]+)"/g)]
        .map((m) => (m[1] ?? '').replaceAll('&amp;', '&'))
        .filter((h) => h.includes('error=access_denied'));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expectAllowed(href);
      // Finishing the sign-in redirects to redirect_to with the session.
      const suffix = Math.random().toString(36).slice(2, 9);
      const finish = await fetch(`${E2E_SUPABASE_URL}/auth/v1/idp/create`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ flow, name: 'ผู้ทดสอบ', email: `oauth-${suffix}@e2e.riancode.dev` }),
      });
      expect([302, 303]).toContain(finish.status);
      expectAllowed(finish.headers.get('location'));
    }
  });

  test('GET /auth/v1/verify: a bad or good link never redirects off the site', async () => {
    for (const target of EVIL_REDIRECT_TO) {
      const response = await fetch(
        `${E2E_SUPABASE_URL}/auth/v1/verify?type=recovery&token=not-a-token&redirect_to=${encodeURIComponent(target)}`,
        { redirect: 'manual' },
      );
      expect([302, 303]).toContain(response.status);
      expectAllowed(response.headers.get('location'));
    }
  });

  test('POST /auth/v1/recover: the e-mailed link and where it lands stay on the site', async () => {
    const learner = await createLearner('recover');
    for (const target of EVIL_REDIRECT_TO) {
      const recover = await fetch(`${E2E_SUPABASE_URL}/auth/v1/recover?redirect_to=${encodeURIComponent(target)}`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email: learner.email }),
      });
      expect(recover.status).toBe(200);
      const newest = await newestMail(learner.email, 'recovery');
      expect(newest).toBeDefined();
      expectAllowed(new URL(newest?.link ?? '').searchParams.get('redirect_to'));
      const landed = await fetch(newest?.link ?? '', { redirect: 'manual' });
      expect([302, 303]).toContain(landed.status);
      expectAllowed(landed.headers.get('location'));
    }
  });
});
