import { LoaderCircle } from 'lucide-react';
import { appControl } from '@shared/delivery-contract';
import { useLive } from '@shared/ui/use-live';
import { Button } from '@shared/ui/button';
import { toast } from '@shared/platform/toast';
import { th } from '@shared/messages';
import { authText } from '../../../config/messages.ts';
import { serverErrorDetail } from '../../../lib/auth-error-text.ts';
import { rememberNext } from '../../../lib/next-path.ts';
import { useSignInWithGoogle } from '../api/sign-in-with-google.ts';

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.84 14.1a6.6 6.6 0 0 1 0-4.2V7.06H2.18a11 11 0 0 0 0 9.88l3.66-2.84z" />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

/**
 * Third-party sign-in. On success the browser leaves for the provider, so the
 * button stays busy; on failure it comes back with the login-failure toast.
 */
export function GoogleSignInButton({ disabled = false, next }: { disabled?: boolean; next: string | null }) {
  const google = useSignInWithGoogle();
  const busy = google.isPending || google.isSuccess;
  const live = useLive();
  const start = () => {
    rememberNext(next);
    google.mutate(undefined, {
      onError: (error) => toast.error(th.auth.loginError, { description: serverErrorDetail(error) }),
    });
  };
  return (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={start}
      {...appControl('google-sign-in', live)}
    >
      {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <GoogleMark />}
      {busy ? authText.login.googleBusy : authText.login.google}
    </Button>
  );
}
