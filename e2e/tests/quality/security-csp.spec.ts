import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { unwrap } from '@shared/db/answer';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { createLearner, signedInClient } from '../../fixtures/backend.ts';
import { ADMIN, E2E_REMOTE_ORIGINS, E2E_SUPABASE_URL, waitForLivePage } from '../../fixtures/site.ts';
import { completeCourse } from '../mfe-learner/learner-data.ts';

/**
 * The served site sends a Content-Security-Policy without unsafe inline scripts
 * or eval (docs/decisions/0012-content-security-policy.md; its one inline script
 * is allowed by its hash), and a tour of every
 * route under it reports no violation at all: the policy protects without
 * breaking anything, zod included (it runs jitless, so it never probes eval).
 */
interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  page: string;
}

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

/** Collects securitypolicyviolation events from every document, and CSP errors from the console. */
async function recordViolations(page: Page): Promise<() => Promise<(Violation | string)[]>> {
  const violations: (Violation | string)[] = [];
  await page.exposeFunction('__reportCspViolation', (v: Violation) => void violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation;
      report({ directive: e.effectiveDirective, blocked: e.blockedURI, source: e.sourceFile, sample: e.sample, page: location.pathname });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return async () => {
    // Give late events (lazy images, fonts) a moment to arrive.
    await page.waitForLoadState('networkidle');
    return violations;
  };
}

async function tour(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main')).toBeVisible();
  }
}

test('the shell sends a CSP without unsafe inline scripts or eval, allowing exactly its one before-paint script and the remotes of its remotes.json', async ({
  request,
}) => {
  const home = await request.get('/');
  const shell = home.headers()['content-security-policy'] ?? '';
  expect(directive(shell, 'default-src')).toBe("default-src 'self'");
  expect(directive(shell, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(directive(shell, 'object-src')).toBe("object-src 'none'");
  const scriptSrc = directive(shell, 'script-src');
  expect(scriptSrc).not.toContain("'unsafe-");
  expect(scriptSrc).not.toContain('*');

  // The page carries one inline script, the theme and session marks it sets before the first paint
  // (decision 0012); every other <script> has a src, and no element has an inline handler.
  const html = await home.text();
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\ssrc="/.test(attributes ?? ''));
  expect(inline.map(([, attributes]) => attributes?.trim())).toEqual(['data-before-paint']);
  expect((html.match(/<script\b[^>]*\ssrc="/g) ?? []).length).toBeGreaterThan(0);
  expect(html).not.toMatch(/\son[a-z]+="/);
  const beforePaint = `'sha256-${createHash('sha256')
    .update(inline[0]?.[2] ?? '')
    .digest('base64')}'`;

  // The remote origins are those of the /remotes.json the page is given, no more, no fewer.
  const list = (await (await request.get('/remotes.json')).json()) as { remotes: { entry: string }[] };
  const origins = list.remotes.map(({ entry }) => new URL(entry).origin);
  expect(scriptSrc.split(' ').slice(1).sort()).toEqual(["'self'", beforePaint, ...origins].sort());
  expect(origins.sort()).toEqual(Object.values(E2E_REMOTE_ORIGINS).sort());
  expect(directive(shell, 'connect-src')).toContain(E2E_SUPABASE_URL);

  // Client-side routes get the same header (the SPA fallback serves index.html).
  expect((await request.get('/course/1')).headers()['content-security-policy']).toBe(shell);
});

test('every remote origin sends a same-origin CSP without unsafe scripts on its pages', async ({ request }) => {
  for (const origin of Object.values(E2E_REMOTE_ORIGINS)) {
    // The remote's own page (its stand-alone harness); scripts and manifests carry no policy (it governs documents).
    const remote = (await request.get(`${origin}/index.html`)).headers()['content-security-policy'] ?? '';
    expect(directive(remote, 'default-src')).toBe("default-src 'self'");
    expect(directive(remote, 'script-src')).toBe("script-src 'self'");
    expect(directive(remote, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  }
});

test('a visitor tour of every public route reports no CSP violation', async ({ page }) => {
  test.slow();
  const violations = await recordViolations(page);
  await tour(page, [
    '/',
    '/courses',
    '/course/1',
    '/course/1/lesson/121',
    '/login',
    '/register',
    '/auth/forgot-password',
    '/certificate/RC-2026-ZZZZZZZZZZ',
    '/no-such-page',
  ]);
  expect(await violations()).toEqual([]);
});

test('a learner with a certificate and an admin tour their routes with no CSP violation', async ({ page }) => {
  test.slow();
  const learner = await createLearner('csp');
  const client = await signedInClient(learner.email, learner.password);
  await completeCourse(client, 7);
  const { code } = await client.from('certificates').select('code').eq('course_id', 7).single().then(unwrap);
  const { id: lessonId } = await client.from('lessons').select('id').eq('course_id', 7).order('id').limit(1).single().then(unwrap);

  const violations = await recordViolations(page);
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await tour(page, [
    '/dashboard',
    '/profile',
    '/course/7',
    `/course/7/lesson/${lessonId}`,
    `/certificates/${code}/print`,
    `/certificate/${code}`,
  ]);
  await page.goto('/profile');
  // The profile arrives rendered by the server (decision 0076); a press on it before the app is live is lost.
  await waitForLivePage(page);
  for (const tab of ['คอร์สของฉัน', 'ใบประกาศนียบัตร']) await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('banner').getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'เข้าสู่ระบบ' }).first()).toBeVisible();

  await signInThroughUi(page, ADMIN.email, ADMIN.password, /\/admin$/);
  for (const tab of ['สมาชิก', 'คอร์สเรียน', 'บทความ', 'SEO และสถิติ']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.waitForLoadState('networkidle');
  }
  expect(await violations()).toEqual([]);
});
