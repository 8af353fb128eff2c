import { useEffect } from 'react';
import { useLocation } from '../routing/router.ts';

export interface PageHead {
  title: string;
  description: string;
}

/**
 * The head a page of a remote claimed for its path (an article's title), which the shell's
 * route head (site_seo) must not overwrite while that page is shown. One module instance is
 * shared by the shell and every remote (`shared` is a federation singleton).
 */
let claimed: { pathname: string; head: PageHead } | null = null;

/**
 * A page's head that gives way to the site_seo row for its path (the not-found page's title: an
 * admin's row for that path still wins). Applied by the shell's DocumentHead, told through
 * `onFallbackHeadChange`.
 */
let fallback: { pathname: string; head: PageHead } | null = null;
const fallbackListeners = new Set<() => void>();

/** Writes the values into <title> and <meta name="description">, creating the meta tag if absent. */
export function applyHead(values: PageHead, doc: Document = document): void {
  doc.title = values.title;
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'description';
    doc.head.appendChild(meta);
  }
  meta.content = values.description;
}

/** The fallback head a page offered for this path (used when site_seo has no row for it). */
export function fallbackPageHead(pathname: string): PageHead | null {
  return fallback?.pathname === pathname ? fallback.head : null;
}

/** Calls `listener` whenever a page offers or withdraws a fallback head; returns the unsubscribe. */
export function onFallbackHeadChange(listener: () => void): () => void {
  fallbackListeners.add(listener);
  return () => fallbackListeners.delete(listener);
}

/** The head a page claimed for this path, if it is still shown. */
export function claimedPageHead(pathname: string): PageHead | null {
  return claimed?.pathname === pathname ? claimed.head : null;
}

/**
 * For a page whose title comes from its data: sets the document's title and description once
 * `head` is known (null while loading) and keeps them against the shell's route head until the
 * page goes away. Renders nothing; runs only in the browser (effects never run on the server).
 */
export function usePageHead(head: PageHead | null): void {
  const { pathname } = useLocation();
  const title = head?.title;
  const description = head?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    const mine = { pathname, head: { title, description } };
    claimed = mine;
    applyHead(mine.head);
    return () => {
      if (claimed === mine) claimed = null;
    };
  }, [pathname, title, description]);
}

/**
 * For a page whose head is only a default for its path (the not-found page): the shell uses it
 * where site_seo has no row for the path, instead of the site's generic head.
 */
export function useFallbackPageHead(head: PageHead): void {
  const { pathname } = useLocation();
  const { title, description } = head;
  useEffect(() => {
    const mine = { pathname, head: { title, description } };
    fallback = mine;
    fallbackListeners.forEach((listener) => listener());
    return () => {
      if (fallback !== mine) return;
      fallback = null;
      fallbackListeners.forEach((listener) => listener());
    };
  }, [pathname, title, description]);
}
