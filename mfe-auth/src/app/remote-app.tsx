import { Route, Routes } from 'shared/router';
import { NotFoundPage } from 'shared/ui/not-found';
import { LoginPage } from '../features/login/components/login-page.tsx';
import { RegisterPage } from '../features/register/components/register-page.tsx';
import { CallbackPage } from '../features/callback/components/callback-page.tsx';
import { ForgotPasswordPage } from '../features/recovery/components/forgot-password-page.tsx';
import { ResetPasswordPage } from '../features/recovery/components/reset-password-page.tsx';
import { LegalPage } from '../features/legal/components/legal-page.tsx';
import './remote.css';

/**
 * The one exposed entry of mfe-auth: its own routes, rendered inside the shell's router. It
 * also owns the policy documents members consent to at sign-up (/terms, /privacy; decision 0027).
 */
export default function RemoteApp() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/auth/callback" element={<CallbackPage />} />
      <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
      <Route path="/terms" element={<LegalPage kind="terms" />} />
      <Route path="/privacy" element={<LegalPage kind="privacy" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
