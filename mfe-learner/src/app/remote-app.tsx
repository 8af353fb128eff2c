import { Suspense } from 'react';
import { matchPath, Route, Routes, useLocation } from '@shared/platform/router';
import { NotFoundPage } from '@shared/ui/not-found';
import { PageLoadBoundary } from '@shared/ui/page-code';
import { PageSkeleton } from '../components/page-skeleton.tsx';
import { CertificatePrintPage } from '../features/certificates/components/certificate-print-page.tsx';
import { VerifyCertificatePage } from '../features/certificates/components/verify-certificate-page.tsx';
import { CertificateLookupPage } from '../features/certificates/components/certificate-lookup-page.tsx';
import { UnsubscribePage } from '../features/notifications/components/unsubscribe-page.tsx';
import { ReceiptRoute } from './routes/receipt-route.tsx';
import { ROUTE_PATHS } from './route-paths.ts';
import { LAZY_PAGES } from './page-code.ts';
import './remote.css';

// The dashboard, the profile, a lesson's page and the checkout load when opened (ROUTE_PAGE_MODULES), but the remote
// starting on one has its code before it is ready: the shell keeps the server's render on screen until then
// (decision 0070).
if (typeof window !== 'undefined') {
  const { pathname } = window.location;
  const pattern = Object.keys(LAZY_PAGES).find((path) => matchPath({ path, end: true }, pathname) !== null);
  if (pattern) await LAZY_PAGES[pattern]?.preload();
}

/** The one exposed entry of mfe-learner: its own routes, rendered inside the shell's router. */
export default function RemoteApp() {
  const { pathname } = useLocation();
  return (
    <Routes>
      <Route path={ROUTE_PATHS.receipt} element={<ReceiptRoute />} />
      {/* Public: anyone, signed out too, may verify or print a certificate by its code. */}
      <Route path={ROUTE_PATHS.certificateLookup} element={<CertificateLookupPage />} />
      <Route path={ROUTE_PATHS.certificate} element={<VerifyCertificatePage />} />
      <Route path={ROUTE_PATHS.certificatePrint} element={<CertificatePrintPage />} />
      {/* Public: an e-mail's unsubscribe link works without signing in (the token is signed). */}
      <Route path={ROUTE_PATHS.unsubscribe} element={<UnsubscribePage />} />
      {Object.entries(LAZY_PAGES).map(([path, { Page }]) => (
        <Route
          key={path}
          path={path}
          element={
            // A page whose code could not be fetched (offline) says so in its area, with a retry.
            <PageLoadBoundary resetKey={pathname}>
              <Suspense fallback={<PageSkeleton />}>
                <Page />
              </Suspense>
            </PageLoadBoundary>
          }
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
