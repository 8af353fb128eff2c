import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { signedInClient } from '../../fixtures/backend.ts';
import { ADMIN, LEARNER, waitForLandingToHydrate } from '../../fixtures/site.ts';

/** shell/src/features/theme/theme-store.ts's key, which build-config/page-files/theme-init.js reads before the first paint. */
const THEME_STORAGE_KEY = 'riancode-theme';

/**
 * axe-core on every route in both themes: zero serious or critical violations.
 * Each page is scanned only once its data has painted (a skeleton has nothing to check). A visitor's route is one
 * test; a member's routes share one sign-in per account (a sign-in per route and theme made this file a fifth of the
 * whole e2e run), each route and theme a step of its own in the report.
 */

// The shared e2e backend answers one query at a time: a first paint may wait behind other specs.
const FIRST_PAINT = { timeout: 60_000 };
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

interface Route {
  name: string;
  path: string | (() => Promise<string>);
  as?: 'learner' | 'admin';
  /** Resolves once the page shows its data. */
  ready: (page: Page) => Promise<void>;
  /** For /admin: the tab to open before scanning. */
  adminTab?: string;
}

/** The demo learner's seeded certificate (course 6); its code is random per seed, so it is read from the backend. */
async function seededCertificateCode(): Promise<string> {
  const client = await signedInClient(LEARNER.email, LEARNER.password);
  const { data, error } = await client.from('certificates').select('code').eq('course_id', 6).single();
  if (error) throw error;
  return data.code;
}

const h1 = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(FIRST_PAINT);

const ROUTES: Route[] = [
  {
    name: 'home',
    path: '/',
    // The landing's HTML is there before its app (decision 0031): wait for the app and its live data.
    ready: async (page) => {
      await waitForLandingToHydrate(page);
      await expect(page.getByTestId('connection-diagnostics')).toHaveAttribute('data-status', 'connected', FIRST_PAINT);
    },
  },
  { name: 'catalogue', path: '/courses', ready: async (page) => expect(page.getByTestId('course-card-1')).toBeVisible(FIRST_PAINT) },
  { name: 'course detail', path: '/course/1', ready: async (page) => expect(page.getByTestId('lesson-111')).toBeVisible(FIRST_PAINT) },
  { name: 'preview lesson', path: '/course/1/lesson/111', ready: h1 },
  {
    name: 'course reviews',
    path: '/course/1',
    ready: async (page) => {
      await page.getByRole('tab', { name: 'รีวิว' }).click(FIRST_PAINT);
      await expect(page.getByTestId('review-reply').first()).toBeVisible(FIRST_PAINT);
      await expect(page.getByRole('region', { name: 'สัดส่วนคะแนนรีวิว' })).toBeVisible(FIRST_PAINT);
    },
  },
  { name: 'instructor', path: '/instructor/1', ready: async (page) => expect(page.getByTestId('course-card-1')).toBeVisible(FIRST_PAINT) },
  { name: 'blog', path: '/blog', ready: async (page) => expect(page.getByTestId('blog-article').first()).toBeVisible(FIRST_PAINT) },
  {
    name: 'article',
    path: '/blog/first-programming-language-2026',
    ready: async (page) => expect(page.getByTestId('markdown')).toBeVisible(FIRST_PAINT),
  },
  {
    name: 'draft article preview',
    path: '/blog/api-design-for-frontend-teams',
    as: 'admin',
    ready: async (page) => expect(page.getByRole('note')).toBeVisible(FIRST_PAINT),
  },
  // The same page once its Q&A has loaded (threads, the accepted answer, a hidden reply's placeholder).
  {
    name: 'lesson Q&A',
    path: '/course/1/lesson/111',
    ready: async (page) => expect(page.getByTestId('qa-question').first()).toBeVisible(FIRST_PAINT),
  },
  {
    name: 'unsubscribe link',
    path: '/unsubscribe?token=not-a-token',
    ready: async (page) => expect(page.getByText('ลิงก์ยกเลิกการรับอีเมลไม่ถูกต้องหรือไม่สมบูรณ์')).toBeVisible(FIRST_PAINT),
  },
  { name: 'login', path: '/login', ready: async (page) => expect(page.getByLabel(/อีเมล/)).toBeVisible(FIRST_PAINT) },
  { name: 'register', path: '/register', ready: async (page) => expect(page.getByLabel(/อีเมล/)).toBeVisible(FIRST_PAINT) },
  { name: 'terms', path: '/terms', ready: async (page) => expect(page.getByTestId('legal-terms')).toBeVisible(FIRST_PAINT) },
  { name: 'privacy policy', path: '/privacy', ready: async (page) => expect(page.getByTestId('legal-privacy')).toBeVisible(FIRST_PAINT) },
  {
    name: 'forgot password',
    path: '/auth/forgot-password',
    ready: async (page) => expect(page.getByLabel(/อีเมล/)).toBeVisible(FIRST_PAINT),
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    as: 'learner',
    ready: async (page) => expect(page.getByTestId('stat-enrolled')).not.toBeEmpty(FIRST_PAINT),
  },
  {
    name: 'profile',
    path: '/profile',
    as: 'learner',
    ready: async (page) => expect(page.getByTestId('stat-certificates')).toHaveText('1', FIRST_PAINT),
  },
  {
    name: 'profile settings',
    path: '/profile?tab=settings',
    as: 'learner',
    ready: async (page) => expect(page.getByLabel('เลือกรูปภาพ')).toBeVisible(FIRST_PAINT),
  },
  {
    name: 'admin members',
    path: '/admin',
    as: 'admin',
    adminTab: 'สมาชิก',
    ready: async (page) => expect(page.getByTestId('member-row').first()).toBeVisible(FIRST_PAINT),
  },
  {
    name: 'admin courses',
    path: '/admin',
    as: 'admin',
    adminTab: 'คอร์สเรียน',
    ready: async (page) => expect(page.getByTestId('course-row').first()).toBeVisible(FIRST_PAINT),
  },
  {
    name: 'admin articles',
    path: '/admin',
    as: 'admin',
    adminTab: 'บทความ',
    ready: async (page) => expect(page.getByTestId('article-row').first()).toBeVisible(FIRST_PAINT),
  },
  {
    name: 'admin orders',
    path: '/admin',
    as: 'admin',
    adminTab: 'คำสั่งซื้อ',
    ready: async (page) => expect(page.getByTestId('order-row').first()).toBeVisible(FIRST_PAINT),
  },
  {
    name: 'admin coupons',
    path: '/admin',
    as: 'admin',
    adminTab: 'คูปอง',
    ready: async (page) => expect(page.getByTestId('coupon-row').first()).toBeVisible(FIRST_PAINT),
  },
  {
    name: 'admin settings',
    path: '/admin',
    as: 'admin',
    adminTab: 'ตั้งค่า',
    ready: async (page) => expect(page.getByLabel('พร้อมเพย์ (PromptPay ID)')).not.toHaveValue('', FIRST_PAINT),
  },
  {
    name: 'admin audit log',
    path: '/admin',
    as: 'admin',
    adminTab: 'บันทึกการเปลี่ยนแปลง',
    // Entries exist once any admin test has changed something; either way the tab settles on rows or its empty state.
    ready: async (page) =>
      expect(page.getByTestId('audit-row').first().or(page.getByText('ยังไม่มีบันทึกการเปลี่ยนแปลงที่ตรงกับตัวกรอง'))).toBeVisible(FIRST_PAINT),
  },
  {
    name: 'admin seo and analytics',
    path: '/admin',
    as: 'admin',
    adminTab: 'SEO และสถิติ',
    ready: async (page) => expect(page.getByRole('img', { name: /คอร์สยอดนิยม/ }).locator('rect')).toHaveCount(5, FIRST_PAINT),
  },
  {
    name: 'valid certificate',
    path: async () => `/certificate/${await seededCertificateCode()}`,
    ready: async (page) => expect(page.getByTestId('certificate-valid')).toBeVisible(FIRST_PAINT),
  },
  {
    name: 'unknown certificate',
    path: '/certificate/RC-2026-ZZZZZZZZZZ',
    ready: async (page) => expect(page.getByText('ไม่พบใบประกาศนียบัตร', { exact: true })).toBeVisible(FIRST_PAINT),
  },
  {
    name: 'not found',
    path: '/no-such-page',
    ready: async (page) => expect(page.getByText('Oops! Page not found')).toBeVisible(FIRST_PAINT),
  },
];

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`);
}

/** theme-init.js reads this choice before a page's first paint; nothing stored is the light theme. */
async function storeTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(({ key, choice }) => localStorage.setItem(key, choice), { key: THEME_STORAGE_KEY, choice: theme });
}

/**
 * Loads the route in the light theme, then again in the dark one, and scans each once its data has painted.
 * A violation is a soft failure: the other theme and the test's other routes are still scanned and reported.
 */
async function scanInBothThemes(page: Page, route: Route): Promise<void> {
  const path = typeof route.path === 'string' ? route.path : await route.path();
  for (const theme of THEMES) {
    await test.step(`${route.name}, ${theme} theme`, async () => {
      await page.goto(path);
      if (route.adminTab) await page.getByRole('tab', { name: route.adminTab }).click(FIRST_PAINT);
      await route.ready(page);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      expect.soft(await seriousViolations(page), `${route.name}, ${theme} theme`).toEqual([]);
      // The next load (this route's dark pass, or the next route) paints the other theme.
      await storeTheme(page, theme === 'light' ? 'dark' : 'light');
    });
  }
}

/** A ceiling for a test that scans `routes` in both themes: a cold first paint and a scan each, on a loaded machine. */
const ceilingFor = (routes: readonly Route[]) => 60_000 + routes.length * THEMES.length * 45_000;

// A visitor's pages: a fresh browser each, as a visitor arrives.
for (const route of ROUTES.filter((r) => !r.as)) {
  test(`${route.name}: no serious or critical axe violations in either theme`, async ({ page }) => {
    test.setTimeout(ceilingFor([route]));
    await scanInBothThemes(page, route);
  });
}

// A member's pages: signed in once per account (the admin with their authenticator's code too), then every route.
for (const as of ['learner', 'admin'] as const) {
  const routes = ROUTES.filter((r) => r.as === as);
  test(`${as}'s pages (${routes.map((r) => r.name).join(', ')}): no serious or critical axe violations in either theme`, async ({
    page,
  }) => {
    test.setTimeout(ceilingFor(routes));
    const account = as === 'admin' ? ADMIN : LEARNER;
    await signInThroughUi(page, account.email, account.password, as === 'admin' ? /\/admin$/ : /\/dashboard$/);
    for (const route of routes) await scanInBothThemes(page, route);
  });
}
