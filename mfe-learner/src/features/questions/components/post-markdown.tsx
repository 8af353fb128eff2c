import { lazy, Suspense } from 'react';

// The renderer (parser and grammars) loads only when a thread with words is on screen.
const Markdown = lazy(() => import('@shared/markdown').then((module) => ({ default: module.Markdown })));

/**
 * A post's Markdown through the site's safe renderer (no HTML, code highlighted, external links
 * nofollow). Until it has loaded, the same words show as plain text, so nothing jumps or hides.
 * Headings move below the thread's own h4.
 */
export function PostMarkdown({ source }: { source: string }) {
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap break-words text-sm">{source}</p>}>
      <Markdown source={source} headingOffset={3} className="text-sm" />
    </Suspense>
  );
}
