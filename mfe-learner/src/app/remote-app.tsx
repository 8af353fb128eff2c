import { Suspense } from 'react';
import { matchPath, Route, Routes } from '@shared/platform/router';
import { NotFoundPage } from '@shared/ui/not-found';
import { PageSkeleton } from '../components/page-skeleton.tsx';
import { CertificatePrintPage } from '../features/certificates/components/certificate-print-page.tsx';
import { VerifyCertificatePage } from '../features/certificates/components/verify-certificate-page.tsx';
import { CertificateLookupPage } from '../features/certificates/components/certificate-lookup-page.tsx';
import { UnsubscribePage } from '../features/notifications/components/unsubscribe-page.tsx';
import { DashboardRoute } from './routes/dashboard-route.tsx';
import { ProfileRoute } from './routes/profile-route.tsx';
import { ReceiptRoute } from './routes/receipt-route.tsx';
import { ROUTE_PATHS } from './route-paths.ts';
import { LessonRoute, preloadLessonRoute } from './lesson-page-code.ts';
import './remote.css';

// A lesson's page loads when opened (ROUTE_PAGE_MODULES), but the remote starting on one has its code before it
// is ready: the shell keeps the server's render of the lesson on screen until then (decision 0070).
if (typeof window !== 'undefined' && matchPath({ path: ROUTE_PATHS.lesson, end: true }, window.location.pathname))
  await preloadLessonRoute();

/** The one exposed entry of mfe-learner: its own routes, rendered inside the shell's router. */
export default function RemoteApp() {
  return (
    <Routes>
      <Route path={ROUTE_PATHS.dashboard} element={<DashboardRoute />} />
      <Route path={ROUTE_PATHS.profile} element={<ProfileRoute />} />
      <Route path={ROUTE_PATHS.receipt} element={<ReceiptRoute />} />
      {/* Public: anyone, signed out too, may verify or print a certificate by its code. */}
      <Route path={ROUTE_PATHS.certificateLookup} element={<CertificateLookupPage />} />
      <Route path={ROUTE_PATHS.certificate} element={<VerifyCertificatePage />} />
      <Route path={ROUTE_PATHS.certificatePrint} element={<CertificatePrintPage />} />
      {/* Public: an e-mail's unsubscribe link works without signing in (the token is signed). */}
      <Route path={ROUTE_PATHS.unsubscribe} element={<UnsubscribePage />} />
      <Route
        path={ROUTE_PATHS.lesson}
        element={
          <Suspense fallback={<PageSkeleton />}>
            <LessonRoute />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
