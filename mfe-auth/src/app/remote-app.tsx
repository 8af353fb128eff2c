import { Route, Routes } from '@shared/platform/router';
import { NotFoundPage } from '@shared/ui/not-found';
import { LoginPage } from '../features/login/components/login-page.tsx';
import { RegisterPage } from '../features/register/components/register-page.tsx';
import { CallbackPage } from '../features/callback/components/callback-page.tsx';
import { ForgotPasswordPage } from '../features/recovery/components/forgot-password-page.tsx';
import { ResetPasswordPage } from '../features/recovery/components/reset-password-page.tsx';
import { LegalPage } from '../features/legal/components/legal-page.tsx';
import { ROUTE_PATHS } from './route-paths.ts';
import './remote.css';

/**
 * The one exposed entry of mfe-auth: its own routes, rendered inside the shell's router. It
 * also owns the policy documents members consent to at sign-up (/terms, /privacy; decision 0027).
 */
export default function RemoteApp() {
  return (
    <Routes>
      <Route path={ROUTE_PATHS.login} element={<LoginPage />} />
      <Route path={ROUTE_PATHS.register} element={<RegisterPage />} />
      <Route path={ROUTE_PATHS.authCallback} element={<CallbackPage />} />
      <Route path={ROUTE_PATHS.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={ROUTE_PATHS.resetPassword} element={<ResetPasswordPage />} />
      <Route path={ROUTE_PATHS.terms} element={<LegalPage kind="terms" />} />
      <Route path={ROUTE_PATHS.privacy} element={<LegalPage kind="privacy" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
