import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { AdminPage, preloadTabOf } from './admin-page.tsx';

// Each tab's module stands in for itself by name, so the test checks which module each tab loads, and when; the
// tabs' own behaviour is in their features' tests and the e2e admin specs.
vi.mock('../../features/stats/components/stat-tiles.tsx', () => ({ StatTiles: () => null }));
vi.mock('../../features/members/components/members-tab.tsx', () => ({ MembersTab: () => <p>members module</p> }));
vi.mock('../../features/courses/components/courses-tab.tsx', () => ({ CoursesTab: () => <p>courses module</p> }));
vi.mock('../../features/course-reviews/components/reviews-tab.tsx', () => ({ ReviewsTab: () => <p>reviews module</p> }));
vi.mock('../../features/instructors/instructor-accounts-panel.tsx', () => ({
  InstructorAccountsPanel: () => <p>instructors module</p>,
}));
vi.mock('../../features/orders/components/orders-tab.tsx', () => ({ OrdersTab: () => <p>orders module</p> }));
vi.mock('../../features/coupons/components/coupons-tab.tsx', () => ({ CouponsTab: () => <p>coupons module</p> }));
vi.mock('../../features/articles/components/articles-tab.tsx', () => ({ ArticlesTab: () => <p>articles module</p> }));
vi.mock('./seo-and-analytics-tab.tsx', () => ({ SeoAndAnalyticsTab: () => <p>seo module</p> }));
vi.mock('../../features/settings/components/settings-tab.tsx', () => ({ SettingsTab: () => <p>settings module</p> }));
vi.mock('../../features/audit/components/audit-tab.tsx', () => ({ AuditTab: () => <p>audit module</p> }));
vi.mock('../../features/mfa/components/security-panel.tsx', () => ({ SecurityPanel: () => <p>security module</p> }));

const TABS: [label: string, module: string][] = [
  ['คอร์สเรียน', 'courses'],
  ['ตรวจคอร์ส', 'reviews'],
  ['ผู้สอน', 'instructors'],
  ['คำสั่งซื้อ', 'orders'],
  ['คูปอง', 'coupons'],
  ['บทความ', 'articles'],
  ['SEO และสถิติ', 'seo'],
  ['ตั้งค่า', 'settings'],
  ['บันทึกการเปลี่ยนแปลง', 'audit'],
  ['ความปลอดภัย', 'security'],
];

describe('AdminPage', () => {
  // First: a tab's module, once loaded, stays loaded for the file's other tests.
  it('draws the tab a URL opens at once once preloadTabOf has loaded it: no loading state after the page', async () => {
    await preloadTabOf('?tab=audit');
    renderWithProviders(<AdminPage />, { route: '/admin?tab=audit' });
    expect(screen.getByText('audit module')).toBeVisible();
  });

  it('opens an unknown ?tab= on the members tab', async () => {
    await preloadTabOf('?tab=nope');
    renderWithProviders(<AdminPage />, { route: '/admin?tab=nope' });
    expect(screen.getByText('members module')).toBeVisible();
  });

  it('draws the members tab with the page, and each other tab from its own module when opened', async () => {
    renderWithProviders(<AdminPage />, { route: '/admin' });
    expect(screen.getByText('members module')).toBeVisible();
    for (const [label, module] of TABS) {
      await userEvent.click(screen.getByRole('tab', { name: label }));
      expect(await screen.findByText(`${module} module`)).toBeVisible();
      expect(screen.queryByText('members module')).not.toBeInTheDocument();
    }
  });
});
