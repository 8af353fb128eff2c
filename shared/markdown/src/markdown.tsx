import { useMemo } from 'react';
import { Lexer } from 'marked';
import { renderBlocks, type HeadingOffset } from './markdown-blocks.tsx';

export type MarkdownProps = {
  /** Author-written Markdown (GitHub flavour). Raw HTML in it is shown as text, never parsed. */
  source: string;
  /** Move headings down when the page already has its own (a lesson page's title is an h2: pass 2). */
  headingOffset?: HeadingOffset;
  className?: string;
};

/**
 * Markdown rendered safely: marked only tokenises, and every token becomes a React element or a text node
 * (no innerHTML anywhere), links and images pass an allow-list of URL schemes, and code is highlighted
 * into React text. Load it with a dynamic `import('@shared/markdown')` so pages without Markdown never
 * download the parser and grammars. Each app bundles it into its own lazy chunk (it is not a
 * federation share: build-config/src/federation-shared.ts), so it imports nothing that would pull more of `shared` in.
 */
export function Markdown({ source, headingOffset = 0, className }: MarkdownProps) {
  const tokens = useMemo(() => Lexer.lex(source, { gfm: true, breaks: false }), [source]);
  return (
    <div className={['min-w-0 leading-relaxed break-words', className].filter(Boolean).join(' ')} data-testid="markdown">
      {renderBlocks(tokens, headingOffset)}
    </div>
  );
}
