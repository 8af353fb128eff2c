import { StrictMode, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link } from '@shared/platform/router';
import { startPlatform } from '@shared/platform/bootstrap';
import { PlatformProviders } from '@shared/app-root/providers';
import { Toaster } from '@shared/platform/toast';
import { useAuth } from '@shared/platform/auth/react';
import { signOut } from '@shared/platform/auth';
import { Spinner } from '@shared/ui/spinner';
import { ErrorState } from '@shared/ui/error-state';
import { th } from '@shared/messages';
import '@shared/ui/styles/site.css';

/** A thin bar so a remote's developer can see who is signed in while working standalone. */
function HarnessBar() {
  const auth = useAuth();
  return (
    <div className="flex items-center gap-3 border-b bg-muted px-4 py-2 text-xs">
      <strong>dev harness</strong>
      <Link to="/" className="underline">
        /
      </Link>
      <span className="ms-auto">{auth.status === 'signedIn' ? (auth.profile?.email ?? auth.session?.user.email) : auth.status}</span>
      {auth.status === 'signedIn' ? (
        <button type="button" className="underline" onClick={() => void signOut()}>
          {th.nav.logout}
        </button>
      ) : null}
    </div>
  );
}

/**
 * Runs one remote standalone (`npm run dev -w mfe-x`) with the very platform
 * the shell provides: run-time config, the one Supabase client, the auth bus,
 * query client, toaster, router and styles.
 */
export function DevHarness({ children }: { children: ReactNode }) {
  const [state, setState] = useState<'starting' | 'ready' | Error>('starting');
  useEffect(() => {
    startPlatform().then(
      () => setState('ready'),
      (error: unknown) => setState(error instanceof Error ? error : new Error(String(error))),
    );
  }, []);
  if (state === 'starting') return <Spinner label={th.common.loading} />;
  if (state instanceof Error) return <ErrorState title={th.errors.configInvalidTitle} message={state.message} />;
  return (
    <PlatformProviders>
      <BrowserRouter>
        <HarnessBar />
        {children}
      </BrowserRouter>
      <Toaster />
    </PlatformProviders>
  );
}

/**
 * The standalone entry of a remote (its `src/dev/main.tsx`, loaded by its index.html): renders the remote's
 * exposed app inside the harness into #root, the same way for all four.
 */
export function startDevHarness(RemoteApp: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('the dev harness page has no #root');
  createRoot(container).render(
    <StrictMode>
      <DevHarness>
        <RemoteApp />
      </DevHarness>
    </StrictMode>,
  );
}
