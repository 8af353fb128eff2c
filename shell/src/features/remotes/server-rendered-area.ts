import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { subscribeAuthState } from '@shared/platform/auth';
import { RENDERED_FOR_MEMBER, SERVER_QUERY_STATE, SERVER_RENDERED_URL } from '@shared/delivery-contract';

/*
 * A remote's page as the shell's server rendered it (decision 0031). main.tsx
 * renders the live app over the painted page; until the remote's code has
 * arrived, its area shows this same markup instead of a spinner, so the page
 * the visitor is already reading does not blink away and back.
 */

interface ServerRenderedArea {
  remote: string;
  url: string;
  html: string;
  /**
   * The element that holds the painted nodes: the server's own element at
   * first, then the live frame's. The nodes themselves move, never a copy,
   * so what a visitor typed or chose there before the app ran stays.
   */
  holder: HTMLElement;
  /** The member the server rendered the page for, with their session (decision 0070); null: a visitor's page. */
  renderedFor: string | null;
}

let area: ServerRenderedArea | null = null;
/** The element inside the painted area that last had the focus, to give it back after a move. */
let focused: HTMLElement | null = null;

function rememberFocus(event: FocusEvent): void {
  if (area && event.target instanceof HTMLElement && area.holder.contains(event.target)) focused = event.target;
}

/**
 * Reads the server render out of the painted page, before React replaces
 * it, and puts the answers of the queries it read into the query cache, so
 * the remote's first render shows the same data instead of skeletons. The
 * server read them as a signed-out visitor: once the auth bus knows the
 * visitor is signed in, they are only a first picture, fetched again.
 */
export function adoptServerRenderedArea(root: HTMLElement, queryClient: QueryClient): void {
  const element = root.querySelector<HTMLElement>(`[${SERVER_RENDERED_URL}]`);
  const url = element?.getAttribute(SERVER_RENDERED_URL);
  const remote = element?.dataset.remote;
  if (!element || !url || !remote) return;
  const renderedFor = element.getAttribute(RENDERED_FOR_MEMBER);
  area = { remote, url, html: element.innerHTML, holder: element, renderedFor };
  // The visitor may already be typing in the painted page: that field had the focus before this ran.
  const active = document.activeElement;
  focused = active instanceof HTMLElement && element.contains(active) ? active : null;
  document.addEventListener('focusin', rememberFocus);
  try {
    const state: unknown = JSON.parse(element.getAttribute(SERVER_QUERY_STATE) ?? '{}');
    if (!isDehydratedState(state)) throw new Error('not a dehydrated query state');
    hydrate(queryClient, state);
    refetchForSignedInVisitor(queryClient, state, renderedFor);
  } catch (error) {
    console.warn('[shell] the server-rendered query state could not be read', error);
  }
}

function isDehydratedState(value: unknown): value is DehydratedState {
  return typeof value === 'object' && value !== null && Array.isArray((value as { queries?: unknown }).queries);
}

/**
 * The first time the session is known: a signed-in visitor's own view replaces the server's (signed-out) one.
 * A member's page the server rendered for this same member is already their view; rendered for anyone else
 * (the browser's session ended or changed meanwhile), its answers are not this browser's to keep.
 */
function refetchForSignedInVisitor(queryClient: QueryClient, state: DehydratedState, renderedFor: string | null): void {
  let settled = false;
  const unsubscribe = subscribeAuthState(({ status, session }) => {
    if (settled || status === 'loading') return;
    settled = true;
    const viewer = status === 'signedIn' ? (session?.user.id ?? null) : null;
    for (const { queryKey } of state.queries) {
      if (renderedFor !== null && viewer !== renderedFor) queryClient.removeQueries({ queryKey, exact: true });
      else if (renderedFor === null && status === 'signedIn') void queryClient.invalidateQueries({ queryKey, exact: true });
    }
    queueMicrotask(() => unsubscribe());
  });
}

/** The member whose page the server rendered at `url` of `remote` (decision 0070), if it is still on screen; else null. */
export function serverRenderedFor(remote: string, url: string): string | null {
  return area && area.remote === remote && area.url === url ? area.renderedFor : null;
}

/** The server render of `remote` at `url` (path and query), if the page arrived with one still unused. */
export function serverRenderedHtml(remote: string, url: string): string | null {
  return area && area.remote === remote && area.url === url ? area.html : null;
}

/**
 * Moves the painted nodes of `remote` at `url` into `target` (the live
 * frame's area), keeping the focus where it was. False if there are none.
 */
export function movePaintedNodes(remote: string, url: string, target: HTMLElement): boolean {
  if (!area || area.remote !== remote || area.url !== url) return false;
  if (area.holder !== target) {
    target.replaceChildren(...area.holder.childNodes);
    area.holder = target;
  }
  const active = document.activeElement;
  if (focused && target.contains(focused) && (active === null || active === document.body)) focused.focus({ preventScroll: true });
  return true;
}

/** The element the painted area last had focused, if it is still the page's. */
export function focusedInPaintedArea(): HTMLElement | null {
  return focused;
}

/** Once a remote area is live (or failed), the server render is history. */
export function retireServerRenderedArea(): void {
  area = null;
  focused = null;
  if (typeof document !== 'undefined') document.removeEventListener('focusin', rememberFocus);
}
