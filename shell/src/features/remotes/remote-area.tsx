import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { ErrorState } from '@shared/ui/error-state';
import { Spinner } from '@shared/ui/spinner';
import { th } from '@shared/messages';
import { PortalContainerContext } from '@shared/ui/portal-container';
import { loadRemoteApp, REMOTE_LOAD_TIMEOUT_MS, RemoteTimeoutError, withTimeout } from './remote-loader.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { REMOTE_AREA_SLOT } from '@shared/delivery-contract';
import { focusedInPaintedArea, movePaintedNodes, retireServerRenderedArea, serverRenderedHtml } from './server-rendered-area.ts';
import { useHoldsMemberRender } from './hold-member-render.ts';
import { useHeldByPress } from './press-release.ts';
import { carryOverFormState } from './carry-over-form-state.ts';
import { carryOverPlayback } from './carry-over-playback.ts';
import { useLocation } from '@shared/platform/router';

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
  const painted = useRef<HTMLDivElement | null>(null);
  const scope = useRef<HTMLDivElement | null>(null);
  const url = `${location.pathname}${location.search}`;
  // A member's page the server rendered stays until the page knows that member too (decision 0070), and any
  // server render stays while a press on it is held (press-release.ts).
  const holdsForMember = useHoldsMemberRender(name, url);
  const holdsForPress = useHeldByPress(name, url);
  const holding = holdsForMember || holdsForPress;
  const shown = state.status === 'ready' && holding ? 'loading' : state.status;

  // Before the browser paints the live page: what the visitor typed into the server's render, and a video they
  // started there, go with them.
  useLayoutEffect(() => {
    if (shown !== 'ready' || !painted.current || !scope.current) return;
    carryOverFormState(painted.current, scope.current, focusedInPaintedArea());
    carryOverPlayback(painted.current, scope.current);
  }, [shown]);

  useEffect(() => {
    if (shown !== 'loading') retireServerRenderedArea();
  }, [shown]);

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

  if (state.status === 'loading' || shown === 'loading') {
    const html = serverRenderedHtml(name, url);
    return html === null ? <RemoteAreaLoading /> : <ServerRenderedPage name={name} url={url} html={html} pageRef={painted} />;
  }
  if (state.status === 'failed') return errorCard(retry);
  const { App } = state;
  return (
    <RemoteScope name={name} scopeRef={scope}>
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
 * The server's render of the page, as it was painted, in the remote's style
 * scope. Usable as it is (issue 16 item 3): its links and GET forms work
 * before the remote's code has arrived. The painted nodes themselves move in
 * here (not a copy of their HTML), so a search typed before the app started
 * stays typed, and stays focused.
 */
function ServerRenderedPage({
  name,
  url,
  html,
  pageRef,
}: {
  name: string;
  url: string;
  html: string;
  pageRef: RefObject<HTMLDivElement | null>;
}) {
  const adopt = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      pageRef.current = element;
      if (!movePaintedNodes(name, url, element)) element.innerHTML = html;
    },
    [name, url, html, pageRef],
  );
  return <div ref={adopt} data-remote={name} className="contents" />;
}

/**
 * The element a remote's scoped styles apply to (`@scope ([data-remote=…])`,
 * docs/decisions/0011-scoped-remote-css.md); its dialogs portal into it too.
 */
function RemoteScope({ name, scopeRef, children }: { name: string; scopeRef: RefObject<HTMLDivElement | null>; children: ReactNode }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const attach = useCallback(
    (div: HTMLDivElement | null) => {
      scopeRef.current = div;
      setElement(div);
    },
    [scopeRef],
  );
  return (
    <div ref={attach} data-remote={name} className="contents">
      <PortalContainerContext.Provider value={element}>{children}</PortalContainerContext.Provider>
    </div>
  );
}
