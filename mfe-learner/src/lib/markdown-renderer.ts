import type { ComponentType } from 'react';
import type { MarkdownProps } from '@shared/markdown';

/*
 * The Markdown renderer (its parser and code grammars, @shared/markdown) as this remote loads it: once, with
 * import(), for a lesson's text and its Q&A posts alike, never with the catalogue. A lesson page loads it before it
 * renders (page-code.ts), so the server's render of a lesson and the live page that replaces it draw the text
 * formatted at once (decision 0079).
 */

let loading: Promise<ComponentType<MarkdownProps>> | null = null;
let loaded: ComponentType<MarkdownProps> | null = null;

/** The renderer, downloaded if it is not yet; a failed download is tried again by the next call. */
export function loadMarkdown(): Promise<ComponentType<MarkdownProps>> {
  return (loading ??= import('@shared/markdown').then(
    (module) => (loaded = module.Markdown),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));
}

/** The renderer if it is already here (a render then needs no loading state), else null. */
export function loadedMarkdown(): ComponentType<MarkdownProps> | null {
  return loaded;
}
