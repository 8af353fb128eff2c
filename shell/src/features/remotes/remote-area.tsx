import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorState } from 'shared/ui/error-state';
import { Spinner } from 'shared/ui/spinner';
import { th } from 'shared/messages';
import { PortalContainerContext } from 'shared/ui/portal-container';
import { loadRemoteApp, REMOTE_LOAD_TIMEOUT_MS, RemoteTimeoutError, withTimeout } from './remote-loader.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { REMOTE_AREA_SLOT } from './server-render-markers.ts';
import { retireServerRenderedArea, serverRenderedHtml } from './server-rendered-area.ts';
import { useLocation } from 'shared/router';

type LoadState = { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'failed' };

/**
 * Mounts one remote's App. A remote that is down, broken or slower than the
 * timeout shows the Thai error card with a retry button here, and nowhere
 * else. A slow one that arrives after all replaces the card by itself.
 * While it loads, the area shows the remote's server render of the page if
 * the page arrived with one, else a spinner.
 */
export function RemoteArea({ name }: { name: string }) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const location = useLocation();

  useEffect(() => {
    if (state.status !== 'loading') retireServerRenderedArea();
  }, [state.status]);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    const load = loadRemoteApp(name);
    const show = (App: ComponentType) => active && setState({ status: 'ready', App });
    withTimeout(load, REMOTE_LOAD_TIMEOUT_MS, name).then(show, (error: unknown) => {
      console.error(`[remote ${name}] failed to load`, error);
      if (!active) return;
      setState({ status: 'failed' });
      if (error instanceof RemoteTimeoutError) load.then(show, () => undefined);
    });
    return () => {
      active = false;
    };
  }, [name, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const errorCard = (onRetry: () => void) => (
    <div className="px-4 py-16" data-remote-error={name}>
      <ErrorState title={th.errors.remoteUnavailable} message={th.errors.remoteUnavailableDetail} onRetry={onRetry} />
    </div>
  );

  if (state.status === 'loading') {
    const html = serverRenderedHtml(name, `${location.pathname}${location.search}`);
    return html === null ? <RemoteAreaLoading /> : <ServerRenderedPage name={name} html={html} />;
  }
  if (state.status === 'failed') return errorCard(retry);
  const { App } = state;
  return (
    <RemoteScope name={name}>
      <RemoteErrorBoundary
        key={attempt}
        name={name}
        fallback={(_error, reset) =>
          errorCard(() => {
            reset();
            retry();
          })
        }
      >
        <App />
      </RemoteErrorBoundary>
    </RemoteScope>
  );
}

/**
 * What a remote's area shows until its code has arrived. A full screen below
 * the header (h-16): the footer starts below the fold, so the remote's page
 * arriving does not push a visible footer down (a 0.10 layout shift on
 * /courses). The build paints it into every page but "/" (decision 0031),
 * and the shell's server puts a remote's server render in its place (0031).
 */
export function RemoteAreaLoading() {
  const slot = { [REMOTE_AREA_SLOT]: '' };
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center" aria-busy="true" {...slot}>
      <Spinner label={th.common.loading} />
    </div>
  );
}

/**
 * The server's render of the page, as it was painted: in the remote's style
 * scope, and inert until the remote is live (its controls do nothing yet).
 * The markup is the remote's own React output, read back from this page.
 */
function ServerRenderedPage({ name, html }: { name: string; html: string }) {
  return <div data-remote={name} className="contents" inert aria-busy="true" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The element a remote's scoped styles apply to (`@scope ([data-remote=…])`,
 * docs/decisions/0011-scoped-remote-css.md); its dialogs portal into it too.
 */
function RemoteScope({ name, children }: { name: string; children: ReactNode }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setElement} data-remote={name} className="contents">
      <PortalContainerContext.Provider value={element}>{children}</PortalContainerContext.Provider>
    </div>
  );
}
