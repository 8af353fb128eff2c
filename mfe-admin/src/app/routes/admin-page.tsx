import { useSearchParams } from '@shared/platform/router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@shared/ui/tabs';
import { adminTh } from '../../config/messages.ts';
import { StatTiles } from '../../features/stats/components/stat-tiles.tsx';
import { MembersTab } from '../../features/members/components/members-tab.tsx';
import { CoursesTab } from '../../features/courses/components/courses-tab.tsx';
import { ArticlesTab } from '../../features/articles/components/articles-tab.tsx';
import { SeoTab } from '../../features/seo/components/seo-tab.tsx';
import { AnalyticsPanel } from '../../features/analytics/components/analytics-panel.tsx';
import { OrdersTab } from '../../features/orders/components/orders-tab.tsx';
import { CouponsTab } from '../../features/coupons/components/coupons-tab.tsx';
import { SettingsTab } from '../../features/settings/components/settings-tab.tsx';
import { SecurityPanel } from '../../features/mfa/components/security-panel.tsx';
import { AuditTab } from '../../features/audit/components/audit-tab.tsx';
import { ReviewsTab } from '../../features/course-reviews/components/reviews-tab.tsx';
import { InstructorAccountsPanel } from '../../features/instructors/instructor-accounts-panel.tsx';
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
 * /admin: four server-counted figures, the management tabs and the admin's own security (authenticator). The tab lives in ?tab= so reload and back keep it
 * (the orders and audit tabs keep their filters beside it; switching tabs drops them).
 */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: TabKey = isTab(raw) ? raw : 'members';
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{adminTh.title}</h1>
        <p className="text-muted-foreground">{adminTh.subtitle}</p>
      </header>
      <StatTiles />
      <Tabs value={tab} onValueChange={(value) => setParams(value === 'members' ? {} : { tab: value }, { replace: true })}>
        <TabsList className="h-auto">
          {TABS.map((key) => (
            <TabsTrigger key={key} value={key}>
              {key === 'instructors' ? instructorsTh.tab : adminTh.tabs[key]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="members">
          <MembersTab />
        </TabsContent>
        <TabsContent value="courses">
          <CoursesTab />
        </TabsContent>
        <TabsContent value="reviews">
          <ReviewsTab />
        </TabsContent>
        <TabsContent value="instructors">
          <InstructorAccountsPanel />
        </TabsContent>
        <TabsContent value="orders">
          <OrdersTab />
        </TabsContent>
        <TabsContent value="coupons">
          <CouponsTab />
        </TabsContent>
        <TabsContent value="articles">
          <ArticlesTab />
        </TabsContent>
        <TabsContent value="seo" className="grid gap-8">
          <SeoTab />
          <AnalyticsPanel />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab />
        </TabsContent>
        <TabsContent value="audit">
          <AuditTab />
        </TabsContent>
        <TabsContent value="security">
          <SecurityPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
