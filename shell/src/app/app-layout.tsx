import { Outlet } from '@shared/platform/router';
import { ReconnectingNotice } from '../features/connection/reconnecting-notice.tsx';
import { SiteHeader } from '../features/header/site-header.tsx';
import { ThemeToggle } from '../features/theme/theme-toggle.tsx';
import { SiteFooter } from './site-footer.tsx';

export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2"
      >
        ข้ามไปยังเนื้อหา
      </a>
      <SiteHeader themeToggle={<ThemeToggle />} />
      <ReconnectingNotice />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
