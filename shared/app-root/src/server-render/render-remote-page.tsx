import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClient } from '@tanstack/react-query';
// Server only: this module is bundled into a remote's server render (never
// federated, never in a browser bundle), the one place StaticRouter is needed.
import { matchPath, StaticRouter, type Params } from 'react-router-dom';
import { PlatformProviders } from '../platform-providers.tsx';
import { renderServerSideAsSignedOut } from '@shared/platform/auth/react';
import { initServerSupabase } from '@shared/platform/supabase/init';
import type { RenderRemotePage, ServerRenderedPage } from '@shared/delivery-contract';

export type { RenderRemotePage, ServerRenderedPage, ServerRenderRequest } from '@shared/delivery-contract';

/** What a route's server render may read before it renders: its URL, and a query client to fill. */
export interface ServerRouteContext {
  params: Params;
  searchParams: URLSearchParams;
  queryClient: QueryClient;
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
  /** The page needs no script until the visitor presses something (ServerRenderedPage.worksBeforeApp). */
  worksBeforeApp?: boolean;
}

/**
 * A remote's server render (docs/decisions/0031-delivery.md):
 * its own App at a URL, as a signed-out visitor sees it, with the answers of
 * the queries it read. Pages not listed in `routes` (those that need a
 * session, or that act on a link's one-time code) are not rendered: null.
 * So is a page whose data could not be read: the browser shows its own
 * error card with a retry button instead of a copy of it frozen in HTML.
 */
export function remotePageRenderer(App: ComponentType, routes: readonly ServerRoute[]): RenderRemotePage {
  renderServerSideAsSignedOut();
  return async ({ url, backend }): Promise<ServerRenderedPage | null> => {
    const { pathname, searchParams } = new URL(url, 'http://server-render.invalid');
    const found = routes
      .map((route) => ({ route, match: matchPath({ path: route.path, end: true }, pathname) }))
      .find(({ match }) => match !== null);
    if (!found?.match) return null;
    initServerSupabase(backend);
    // Per request: one visitor's answers never reach another's page. No
    // gcTime: on a server TanStack then keeps no timers alive. (Freshness is
    // the browser's client's business: it judges the answers by its own staleTime.)
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    try {
      const read = await found.route.prefetch?.({ params: found.match.params, searchParams, queryClient }).then(
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
      const html = renderToString(
        <PlatformProviders client={queryClient}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </PlatformProviders>,
      );
      return { html, queryState: dehydrate(queryClient), worksBeforeApp: found.route.worksBeforeApp === true };
    } finally {
      queryClient.clear();
    }
  };
}
