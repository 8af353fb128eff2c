/**
 * A remote's pages loaded with import() (decision 0062): the lazy page that renders without suspending once
 * preloaded, and the boundary that shows a page whose code could not be fetched with a retry. mfe-catalog and
 * mfe-learner load their pages this way.
 */
export { lazyPage, PageCodeUnavailable, type LazyPage } from './lazy-page.ts';
export { PageLoadBoundary } from './page-load-boundary.tsx';
