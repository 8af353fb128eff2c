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
      {/* At least a screen tall: while a page's content is still arriving the footer waits below the fold
          instead of showing at the bottom of the screen and jumping down as the content grows (issue 32:
          CLS 0.11 on a lesson page, 0.09 on /admin). */}
      <main id="main" className="min-h-screen flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
