import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

/** A page of the remote whose code is loaded with import() (decision 0062). */
export interface LazyPage {
  /** Renders the page: at once once its code is here, else suspends until it is. */
  Page: () => ReactElement;
  /** Loads the page's code; the same promise however often it is asked. */
  preload: () => Promise<void>;
}

/**
 * A page loaded on demand that renders without suspending once preloaded. The remote preloads the page
 * of the URL it starts on before its module is ready (remote-app.tsx), so the server's render stays on
 * screen until the live page replaces it, with no loading state between; moving to another page of the
 * remote suspends until that page's code is here.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    }));
  const Suspending = lazy(start);
  return {
    Page: () => createElement(loaded ?? Suspending),
    preload: () => start().then(() => undefined),
  };
}
