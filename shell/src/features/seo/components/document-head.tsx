import { useEffect, useReducer } from 'react';
import { useLocation } from '@shared/platform/router';
import { claimedPageHead, fallbackPageHead, onFallbackHeadChange } from '@shared/platform/seo/page-head';
import { useSiteSeo } from '../api/get-site-seo.ts';
import { applyHead, resolveHead, servedHeadFor } from '../resolve-head.ts';

/**
 * Keeps document.title and the meta description in step with the route, from
 * the site_seo table, falling back to the defaults. Mounted once by the shell,
 * inside the router. Renders nothing.
 *
 * A remote's page that names itself (an article's title) claims the head for
 * its path with `usePageHead` (@shared/platform/seo/page-head); while it is shown, the
 * table's later arrival writes that claimed head, not the route's.
 * A page the server sent with its own head (a course's title, from
 * site-server) keeps it whenever that path is shown; this only writes when the
 * path or the table changes.
 */
export function DocumentHead() {
  const { pathname } = useLocation();
  const { data } = useSiteSeo();
  // A page's fallback head (the not-found page's) arrives in its own effect, after this one.
  const [fallbackVersion, fallbackChanged] = useReducer((n: number) => n + 1, 0);
  useEffect(() => onFallbackHeadChange(fallbackChanged), []);

  useEffect(() => {
    const defaults = fallbackPageHead(pathname) ?? undefined;
    applyHead(claimedPageHead(pathname) ?? servedHeadFor(pathname) ?? resolveHead(pathname, data, defaults));
  }, [pathname, data, fallbackVersion]);

  return null;
}
