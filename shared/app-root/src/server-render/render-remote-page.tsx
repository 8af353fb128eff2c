import { AsyncLocalStorage } from 'node:async_hooks';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClient } from '@tanstack/react-query';
// Server only: this module is bundled into a remote's server render (never
// federated, never in a browser bundle), the one place StaticRouter is needed.
import { matchPath, StaticRouter, type Params } from 'react-router-dom';
import { PlatformProviders } from '../platform-providers.tsx';
import { renderServerSideAsSignedOut, renderServerSideWith, type AuthState, type Profile } from '@shared/platform/auth/react';
import { fetchProfile } from '@shared/platform/auth/profile';
import { unverifiedSubjectOf } from '@shared/platform/session-cookie';
import { initServerSupabase } from '@shared/platform/supabase/init';
import type { RenderRemotePage, ServerRenderedPage } from '@shared/delivery-contract';

export type { RenderRemotePage, ServerRenderedPage, ServerRenderRequest } from '@shared/delivery-contract';

/** What a route's server render may read before it renders: its URL, and a query client to fill. */
export interface ServerRouteContext {
  params: Params;
  searchParams: URLSearchParams;
  queryClient: QueryClient;
  /** On a member's page (ServerRoute.member): the member's users row, read with their token. */
  member: Profile | null;
}

/**
 * A page of a remote that the server may render: its route pattern, and the
 * queries its first screen reads, fetched before rendering (a server render
 * runs no effects, so a query not fetched here renders in its loading state).
 * A query that fails may throw: the page is then not rendered.
 */
export interface ServerRoute {
  path: string;
  prefetch?: (context: ServerRouteContext) => Promise<unknown>;
  /**
   * The page needs no script until the visitor presses something (ServerRenderedPage.worksBeforeApp); a function
   * decides from what the page read (its queries' answers, after `prefetch`).
   */
  worksBeforeApp?: boolean | ((context: ServerRouteContext) => boolean);
  /**
   * A member's page (decision 0070): rendered only for a request carrying an access token with which the
   * backend gives the member's own users row, and, with `roles`, only for those roles; else not rendered.
   * Its queries are read with that token, so RLS decides what it shows.
   */
  member?: { roles?: readonly Profile['role'][] };
}

/**
 * The access token of the render in progress: renders run side by side in one worker (each awaits its
 * reads), so the client asks for the token of the render whose read it is sending, never a shared one.
 */
const renderTokens = new AsyncLocalStorage<string | null>();
const tokenOfThisRender = () => Promise.resolve(renderTokens.getStore() ?? null);

/** The member a token belongs to, as the backend says: their row read with it; null when it does not, or is not allowed here. */
async function memberOf(accessToken: string, roles: readonly Profile['role'][] | undefined): Promise<Profile | null> {
  const userId = unverifiedSubjectOf(accessToken);
  if (!userId) return null;
  // Expired, forged or revoked: PostgREST refuses the token and this throws; an inactive member is refused by RLS.
  const profile = await fetchProfile(userId).catch(() => null);
  if (!profile || profile.id !== userId || profile.status !== 'active') return null;
  return !roles || roles.includes(profile.role) ? profile : null;
}

/**
 * A remote's server render (docs/decisions/0031-delivery.md):
 * its own App at a URL, as a signed-out visitor sees it, with the answers of
 * the queries it read. Pages not listed in `routes` (those that act on a
 * link's one-time code, and a member's page not listed as one) are not
 * rendered: null. A member's page (`member`) is rendered as its member sees it,
 * from the request's access token, or not at all (decision 0070).
 * So is a page whose data could not be read: the browser shows its own
 * error card with a retry button instead of a copy of it frozen in HTML.
 */
export function remotePageRenderer(App: ComponentType, routes: readonly ServerRoute[]): RenderRemotePage {
  renderServerSideAsSignedOut();
  return async ({ url, backend, accessToken }): Promise<ServerRenderedPage | null> => {
    const { pathname, searchParams } = new URL(url, 'http://server-render.invalid');
    const found = routes
      .map((route) => ({ route, match: matchPath({ path: route.path, end: true }, pathname) }))
      .find(({ match }) => match !== null);
    if (!found?.match) return null;
    const { route, match } = found;
    // A visitor's page is read as a visitor, whatever the request carries.
    const token = route.member ? (accessToken ?? null) : null;
    if (route.member && !token) return null;
    initServerSupabase(backend, tokenOfThisRender);
    return renderTokens.run(token, async () => {
      const member = token ? await memberOf(token, route.member?.roles) : null;
      if (route.member && !member) return null;
      return renderRoute(App, url, { route, params: match.params, searchParams, member });
    });
  };
}

/**
 * What a member's render sees of the session: the member, signed in with the row the server read with their
 * token. The session names the member and holds no token, so nothing rendered from it can put one into the page.
 */
function signedInAs(profile: Profile): AuthState {
  const user = {
    id: profile.id,
    email: profile.email ?? undefined,
    aud: 'authenticated',
    app_metadata: {},
    user_metadata: {},
    created_at: profile.created_at,
  };
  return { status: 'signedIn', session: { access_token: '', refresh_token: '', expires_in: 0, token_type: 'bearer', user }, profile };
}

/** A matched route's page: its queries read, then rendered with their answers (and as its member sees it). */
async function renderRoute(
  App: ComponentType,
  url: string,
  { route, params, searchParams, member }: { route: ServerRoute; params: Params; searchParams: URLSearchParams; member: Profile | null },
): Promise<ServerRenderedPage | null> {
  // Per request: one visitor's answers never reach another's page. No
  // gcTime: on a server TanStack then keeps no timers alive. (Freshness is
  // the browser's client's business: it judges the answers by its own staleTime.)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const context: ServerRouteContext = { params, searchParams, queryClient, member };
  try {
    const read = await route.prefetch?.(context).then(
      () => true,
      () => false,
    );
    if (
      read === false ||
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error')
    )
      return null;
    const page = () =>
      renderToString(
        <PlatformProviders client={queryClient}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </PlatformProviders>,
      );
    const html = member ? renderServerSideWith(signedInAs(member), page) : page();
    return {
      html,
      queryState: dehydrate(queryClient),
      worksBeforeApp: typeof route.worksBeforeApp === 'function' ? route.worksBeforeApp(context) : route.worksBeforeApp === true,
      ...(member ? { renderedFor: member.id } : {}),
    };
  } finally {
    queryClient.clear();
  }
}
