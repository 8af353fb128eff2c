import { lazy, Suspense } from 'react';
import { loadedMarkdown, loadMarkdown } from '../../../lib/markdown-renderer.ts';

// The renderer (parser and grammars) loads only when a thread with words is on screen.
const LazyMarkdown = lazy(() => loadMarkdown().then((Markdown) => ({ default: Markdown })));

/**
 * A post's Markdown through the site's safe renderer (no HTML, code highlighted, external links
 * nofollow). Until it has loaded, the same words show as plain text, so nothing jumps or hides.
 * Headings move below the thread's own h4. Drawn at once where the renderer is already here: a
 * lesson's page loads it first, and the server's render of a lesson cannot wait for it (decision 0079).
 */
export function PostMarkdown({ source }: { source: string }) {
  const Markdown = loadedMarkdown();
  if (Markdown) return <Markdown source={source} headingOffset={3} className="text-sm" />;
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap break-words text-sm">{source}</p>}>
      <LazyMarkdown source={source} headingOffset={3} className="text-sm" />
    </Suspense>
  );
}
