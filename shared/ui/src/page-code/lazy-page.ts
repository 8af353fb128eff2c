import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

/** A page of the remote whose code is loaded with import() (decision 0062). */
export interface LazyPage {
  /** Renders the page: at once once its code is here, else suspends until it is. */
  Page: () => ReactElement;
  /** Loads the page's code; the same promise however often it is asked while it loads. */
  preload: () => Promise<void>;
}

/** A page whose code could not be fetched (offline, a dropped connection): the page's area says so, with a retry. */
export class PageCodeUnavailable extends Error {
  /** Forgets the failed load, so the next render fetches the code again. */
  readonly retry: () => void;
  constructor(cause: unknown, retry: () => void) {
    super('The page code could not be loaded', { cause });
    this.name = 'PageCodeUnavailable';
    this.retry = retry;
  }
}

/**
 * A page loaded on demand that renders without suspending once preloaded. The remote preloads the page
 * of the URL it starts on before its module is ready (remote-app.tsx), so the server's render stays on
 * screen until the live page replaces it, with no loading state between; moving to another page of the
 * remote suspends until that page's code is here. A failed load stays failed until its error's retry()
 * (not React.lazy, which keeps its rejection for the page's life), so a retry once the connection is back
 * fetches the code again.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        throw new PageCodeUnavailable(error, () => {
          loading = null;
          Suspending = lazy(start);
        });
      },
    ));
  let Suspending = lazy(start);
  return {
    Page: () => createElement(loaded ?? Suspending),
    preload: () => start().then(() => undefined),
  };
}
