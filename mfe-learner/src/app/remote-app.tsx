import { Route, Routes } from 'shared/router';
import { NotFoundPage } from 'shared/ui/not-found';
import { CertificatePrintPage } from '../features/certificates/components/certificate-print-page.tsx';
import { VerifyCertificatePage } from '../features/certificates/components/verify-certificate-page.tsx';
import { CertificateLookupPage } from '../features/certificates/components/certificate-lookup-page.tsx';
import { DashboardRoute } from './routes/dashboard-route.tsx';
import { ProfileRoute } from './routes/profile-route.tsx';
import { ReceiptRoute } from './routes/receipt-route.tsx';
import './remote.css';

/** The one exposed entry of mfe-learner: its own routes, rendered inside the shell's router. */
export default function RemoteApp() {
  return (
    <Routes>
      <Route path="/dashboard" element={<DashboardRoute />} />
      <Route path="/profile" element={<ProfileRoute />} />
      <Route path="/orders/:orderId/receipt" element={<ReceiptRoute />} />
      {/* Public: anyone, signed out too, may verify or print a certificate by its code. */}
      <Route path="/certificate" element={<CertificateLookupPage />} />
      <Route path="/certificate/:code" element={<VerifyCertificatePage />} />
      <Route path="/certificates/:code/print" element={<CertificatePrintPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
