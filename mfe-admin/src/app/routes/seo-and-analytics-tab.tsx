import { SeoTab } from '../../features/seo/components/seo-tab.tsx';
import { AnalyticsPanel } from '../../features/analytics/components/analytics-panel.tsx';

/** The SEO tab: each page's title and description, and the visits and revenue charts under them. */
export function SeoAndAnalyticsTab() {
  return (
    <div className="grid gap-8">
      <SeoTab />
      <AnalyticsPanel />
    </div>
  );
}
