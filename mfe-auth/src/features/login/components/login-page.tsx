import { Link, useLocation, useNavigate } from '@shared/platform/router';
import { toast } from '@shared/platform/toast';
import { th } from '@shared/messages';
import { AuthCard } from '../../../components/auth-card.tsx';
import { authText } from '../../../config/messages.ts';
import { serverErrorDetail } from '../../../lib/auth-error-text.ts';
import { nextFromSearch } from '../../../lib/next-path.ts';
import { useMountedRef } from '../../../lib/use-mounted-ref.ts';
import { useLeaveIfSignedIn } from '../../../lib/use-leave-if-signed-in.ts';
import { useSignInWithPassword } from '../api/sign-in-with-password.ts';
import { useDelayedHomeRedirect } from '../hooks/use-delayed-home-redirect.ts';
import { LoginForm } from './login-form.tsx';
import { OrDivider } from './or-divider.tsx';
import { GoogleSignInButton } from './google-sign-in-button.tsx';
import { useLive } from '@shared/ui/use-live';

/** /login (spec §2, §4, §5, §8). */
export function LoginPage() {
  const next = nextFromSearch(useLocation().search);
  useLeaveIfSignedIn(next);
  const navigate = useNavigate();
  const mounted = useMountedRef();
  const redirectHome = useDelayedHomeRedirect();
  const signIn = useSignInWithPassword({
    onSuccess: (session) => {
      toast.success(th.auth.loginSuccess);
      // A page that sent the user here (`?next=`, e.g. a course's enrol button) takes them back at
      // once, before the shell's signed-in rule sends them home; otherwise spec §4's 1 s redirect.
      if (next && mounted.current) void navigate(next, { replace: true });
      else redirectHome(session.user.id);
    },
    onError: (error) => toast.error(th.auth.loginError, { description: serverErrorDetail(error) }),
  });
  // Stay busy through the 1 s wait too: the user is already signed in by then.
  const busy = signIn.isPending || signIn.isSuccess;
  const live = useLive();

  return (
    <AuthCard
      title={authText.login.title}
      description={authText.login.description}
      footer={
        <p>
          {authText.login.noAccount}{' '}
          <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
            {authText.login.toRegister}
          </Link>
        </p>
      }
    >
      <LoginForm onSubmit={(values) => signIn.mutate(values)} busy={busy} />
      <OrDivider />
      <GoogleSignInButton disabled={busy || !live} next={next} />
    </AuthCard>
  );
}
