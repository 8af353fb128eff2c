import { useEffect } from 'react';
import { useLocation } from 'shared/router';
import { useSiteSeo } from '../api/get-site-seo.ts';
import { applyHead, resolveHead } from '../resolve-head.ts';

/**
 * Keeps document.title and the meta description in step with the route, from
 * the site_seo table, falling back to the defaults. Mounted once by the shell,
 * inside the router. Renders nothing.
 *
 * Remotes that want a more specific title (a course's name) set it after their
 * own data arrives; this only writes when the path or the table changes.
 */
export function DocumentHead() {
  const { pathname } = useLocation();
  const { data } = useSiteSeo();

  useEffect(() => {
    applyHead(resolveHead(pathname, data));
  }, [pathname, data]);

  return null;
}
