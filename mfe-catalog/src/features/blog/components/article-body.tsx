import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from '@shared/ui/skeleton';
import type { MarkdownProps } from '@shared/markdown';
import { catalogText } from '../../../config/messages.ts';

const loadMarkdown = (): Promise<ComponentType<MarkdownProps>> => import('@shared/markdown').then((module) => module.Markdown);

/**
 * The renderer, once loaded. The server render loads it before rendering
 * (`preloadArticleBody`), so the article's text is in the page's HTML, where
 * React.lazy alone would leave renderToString its fallback.
 */
let loaded: ComponentType<MarkdownProps> | null = null;

export async function preloadArticleBody(): Promise<void> {
  loaded ??= await loadMarkdown();
}

// The parser and the code grammars download only when an article is opened, never with the catalogue.
const LazyMarkdown = lazy(() => loadMarkdown().then((Markdown) => ({ default: Markdown })));

/**
 * The article's Markdown body (`articles.body`), rendered safely by @shared/markdown. The page's
 * h1 is the title and authors write sections as `##`, so headings keep their own levels.
 */
export function ArticleBody({ source }: { source: string }) {
  if (source.trim() === '') return null;
  const Markdown = loaded;
  return (
    <div data-testid="article-body">
      {Markdown ? (
        <Markdown source={source} headingOffset={0} />
      ) : (
        <Suspense
          fallback={
            <div role="status" className="grid gap-2">
              <span className="sr-only">{catalogText.blog.loading}</span>
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          }
        >
          <LazyMarkdown source={source} headingOffset={0} />
        </Suspense>
      )}
    </div>
  );
}
