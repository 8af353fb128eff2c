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
