import type { ReactNode } from 'react';
import type { MarkedToken, Token, Tokens } from 'marked';
import { CodeBlock } from './code-block.tsx';
import { renderInline } from './markdown-inline.tsx';

const HEADING_CLASSES = [
  'text-2xl font-bold',
  'text-xl font-bold',
  'text-lg font-semibold',
  'text-base font-semibold',
  'text-base font-semibold',
  'text-sm font-semibold',
];
const ALIGN_CLASSES = { left: 'text-start', center: 'text-center', right: 'text-end' } as const;

/** How many levels author headings move down: `#` inside a page that already has an h2 becomes an h3. */
export type HeadingOffset = 0 | 1 | 2 | 3;

function Heading({ token, offset }: { token: Tokens.Heading; offset: HeadingOffset }) {
  const level = Math.min(6, token.depth + offset);
  const Tag = `h${level}` as 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  return <Tag className={`mt-6 mb-2 scroll-mt-20 first:mt-0 ${HEADING_CLASSES[token.depth - 1] ?? ''}`}>{renderInline(token.tokens)}</Tag>;
}

function List({ token, offset }: { token: Tokens.List; offset: HeadingOffset }) {
  const items = token.items.map((item, i) => (
    <li key={i} className="ps-1">
      {renderBlocks(item.tokens, offset, !item.loose)}
    </li>
  ));
  if (!token.ordered) return <ul className="my-3 list-disc space-y-1 ps-6">{items}</ul>;
  const start = typeof token.start === 'number' && token.start !== 1 ? token.start : undefined;
  return (
    <ol start={start} className="my-3 list-decimal space-y-1 ps-6">
      {items}
    </ol>
  );
}

function Table({ token }: { token: Tokens.Table }) {
  const cellClass = (align: Tokens.TableCell['align']) => `border px-3 py-2 ${align ? ALIGN_CLASSES[align] : 'text-start'}`;
  return (
    // Wide tables scroll inside their own box (focusable for keyboard scrolling) instead of widening the page.
    <div
      tabIndex={0}
      role="region"
      aria-label={token.header.map((cell) => cell.text).join(', ')}
      className="my-4 max-w-full overflow-x-auto rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table className="w-full border-collapse text-sm">
        <thead className="bg-muted">
          <tr>
            {token.header.map((cell, i) => (
              <th key={i} scope="col" className={`${cellClass(cell.align)} font-semibold`}>
                {renderInline(cell.tokens)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {token.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c} className={cellClass(cell.align)}>
                  {renderInline(cell.tokens)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function renderBlock(token: Token, key: number, offset: HeadingOffset, tight: boolean): ReactNode {
  const t = token as MarkedToken;
  switch (t.type) {
    case 'space':
    case 'def':
      return null;
    case 'heading':
      return <Heading key={key} token={t} offset={offset} />;
    case 'paragraph':
      return tight ? (
        <span key={key}>{renderInline(t.tokens)}</span>
      ) : (
        <p key={key} className="my-3">
          {renderInline(t.tokens)}
        </p>
      );
    case 'text':
      // Text directly in a tight list item; it carries inline tokens of its own.
      return <span key={key}>{t.tokens ? renderInline(t.tokens) : t.text}</span>;
    case 'list':
      return <List key={key} token={t} offset={offset} />;
    case 'code':
      return <CodeBlock key={key} code={t.text} info={t.lang} />;
    case 'table':
      return <Table key={key} token={t} />;
    case 'blockquote':
      return (
        <blockquote key={key} className="my-4 border-s-4 border-primary/40 ps-4 text-muted-foreground">
          {renderBlocks(t.tokens, offset, false)}
        </blockquote>
      );
    case 'hr':
      return <hr key={key} className="my-6 border-border" />;
    case 'html':
      // Raw HTML from an author is shown as the text they typed (preformatted), never parsed into elements.
      return (
        <pre key={key} className="my-3 overflow-x-auto rounded-md bg-muted p-3 font-mono text-sm whitespace-pre-wrap">
          {t.text}
        </pre>
      );
    case 'checkbox':
      return <input key={key} type="checkbox" checked={t.checked} disabled readOnly className="me-2 align-middle" />;
    default:
      return renderInline([t]);
  }
}

export function renderBlocks(tokens: Token[], offset: HeadingOffset, tight = false): ReactNode[] {
  return tokens.map((token, i) => renderBlock(token, i, offset, tight));
}
