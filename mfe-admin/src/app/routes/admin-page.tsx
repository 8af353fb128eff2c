import { Suspense } from 'react';
import { useSearchParams } from '@shared/platform/router';
import { lazyPage, PageLoadBoundary, type LazyPage } from '@shared/ui/page-code';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@shared/ui/tabs';
import { useLive } from '@shared/ui/use-live';
import { adminTh } from '../../config/messages.ts';
import { PageLoading } from '../../components/page-loading.tsx';
import { StatTiles } from '../../features/stats/components/stat-tiles.tsx';
import { MembersTab } from '../../features/members/components/members-tab.tsx';
import { instructorsTh } from '../../features/instructors/instructor-messages.ts';

const TABS = [
  'members',
  'courses',
  'reviews',
  'instructors',
  'orders',
  'coupons',
  'articles',
  'seo',
  'settings',
  'audit',
  'security',
] as const;
type TabKey = (typeof TABS)[number];
const isTab = (value: string | null): value is TabKey => TABS.some((t) => t === value);

/**
 * Every tab but the first is loaded when it is opened (or pointed at, or focused): /admin's first render does not
 * download or run the course editor's uploads, the orders' slips, the articles' Markdown, the charts or the
 * authenticator forms. `lazyPage`, not React.lazy, so a tab whose code could not be fetched offers a retry.
 */
const LAZY_TABS: Readonly<Record<Exclude<TabKey, 'members'>, LazyPage>> = {
  courses: lazyPage(() => import('../../features/courses/components/courses-tab.tsx').then((m) => m.CoursesTab)),
  reviews: lazyPage(() => import('../../features/course-reviews/components/reviews-tab.tsx').then((m) => m.ReviewsTab)),
  instructors: lazyPage(() => import('../../features/instructors/instructor-accounts-panel.tsx').then((m) => m.InstructorAccountsPanel)),
  orders: lazyPage(() => import('../../features/orders/components/orders-tab.tsx').then((m) => m.OrdersTab)),
  coupons: lazyPage(() => import('../../features/coupons/components/coupons-tab.tsx').then((m) => m.CouponsTab)),
  articles: lazyPage(() => import('../../features/articles/components/articles-tab.tsx').then((m) => m.ArticlesTab)),
  seo: lazyPage(() => import('./seo-and-analytics-tab.tsx').then((m) => m.SeoAndAnalyticsTab)),
  settings: lazyPage(() => import('../../features/settings/components/settings-tab.tsx').then((m) => m.SettingsTab)),
  audit: lazyPage(() => import('../../features/audit/components/audit-tab.tsx').then((m) => m.AuditTab)),
  security: lazyPage(() => import('../../features/mfa/components/security-panel.tsx').then((m) => m.SecurityPanel)),
};

/** The tab a URL opens: its `?tab=`, the members for none or one that is not a tab. */
export function openedAdminTab(params: URLSearchParams): TabKey {
  const raw = params.get('tab');
  return isTab(raw) ? raw : 'members';
}

/** Loads the code of the tab a URL opens (`?tab=`), so /admin opened on it draws it with the page, not after. */
export async function preloadTabOf(search: string): Promise<void> {
  const tab = openedAdminTab(new URLSearchParams(search));
  if (tab !== 'members') await LAZY_TABS[tab].preload();
}

const preloadTab = (tab: TabKey) => {
  if (tab !== 'members') void LAZY_TABS[tab].preload().catch(() => undefined); // the tab itself shows a failure
};

/**
 * /admin: four server-counted figures, the management tabs and the admin's own security (authenticator). The tab lives in ?tab= so reload and back keep it
 * (the orders and audit tabs keep their filters beside it; switching tabs drops them).
 */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const tab = openedAdminTab(params);
  const live = useLive();
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{adminTh.title}</h1>
        <p className="text-muted-foreground">{adminTh.subtitle}</p>
      </header>
      <StatTiles />
      {/* The server's render (server-render.tsx) paints the members before the app is live: its tabs, buttons and
          fields are disabled there, visibly not ready rather than pressed for nothing, and enabled in the live page. */}
      <fieldset disabled={!live} className="contents">
        <Tabs value={tab} onValueChange={(value) => setParams(value === 'members' ? {} : { tab: value }, { replace: true })}>
          <TabsList className="h-auto">
            {TABS.map((key) => (
              <TabsTrigger key={key} value={key} onPointerEnter={() => preloadTab(key)} onFocus={() => preloadTab(key)}>
                {key === 'instructors' ? instructorsTh.tab : adminTh.tabs[key]}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="members">
            <MembersTab />
          </TabsContent>
          {Object.entries(LAZY_TABS).map(([key, { Page }]) => (
            <TabsContent key={key} value={key}>
              <PageLoadBoundary resetKey={key}>
                <Suspense fallback={<PageLoading className="min-h-40" />}>
                  <Page />
                </Suspense>
              </PageLoadBoundary>
            </TabsContent>
          ))}
        </Tabs>
      </fieldset>
    </div>
  );
}
