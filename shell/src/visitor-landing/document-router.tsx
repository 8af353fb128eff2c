import type { ReactNode } from 'react';
import { createPath, NavigationType, Router, type Navigator, type To } from '@shared/platform/router';
import { scrollToHash } from '../lib/scroll-to-hash.ts';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * Moves to `to`: within the landing (/#blog, the logo) as the app does it,
 * scrolling and moving focus without a reload; anywhere else by loading the
 * target as a document.
 */
function go(to: To, how: 'push' | 'replace'): void {
  const target = new URL(href(to), window.location.href);
  const here = new URL(window.location.href);
  if (target.origin === here.origin && target.pathname === here.pathname && target.search === here.search) {
    window.history[how === 'push' ? 'pushState' : 'replaceState'](null, '', target.href);
    if (target.hash === '' || !scrollToHash(target.hash)) window.scrollTo({ top: 0 });
    return;
  }
  if (how === 'push') window.location.assign(target.href);
  else window.location.replace(target.href);
}

const documentNavigator: Navigator = {
  createHref: href,
  push: (to) => go(to, 'push'),
  replace: (to) => go(to, 'replace'),
  go: (delta) => window.history.go(delta),
};

/**
 * The router of the landing page a visitor gets (decision 0031). That page
 * holds only the landing: the catalogue, sign-in and every other page belong
 * to the app, which their own document starts (server-rendered, so it paints
 * before its scripts). So a link to another page loads it as a document.
 */
export function DocumentRouter({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = window.location;
  return (
    <Router location={{ pathname, search, hash }} navigationType={NavigationType.Pop} navigator={documentNavigator}>
      {children}
    </Router>
  );
}
