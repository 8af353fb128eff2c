import { LandingPage } from '../features/landing/landing-page.tsx';
import { ConnectionDiagnostics } from '../features/diagnostics/components/connection-diagnostics.tsx';

/**
 * "/" as the full app draws it: the landing page with the connection check in its slot. A module of its
 * own, loaded with import() (app.tsx), so that a remote's page does not download "/"'s sections.
 */
export default function LandingRoute() {
  return <LandingPage diagnostics={<ConnectionDiagnostics />} />;
}
