import type { ReactNode } from 'react';
import type { MarkedToken, Token } from 'marked';
import { th } from '@shared/messages';
import { decodeEntities } from './decode-entities.ts';
import { isExternalUrl, safeImageUrl, safeLinkUrl } from './safe-url.ts';

const LINK_CLASS =
  'font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

function textOf(token: { text: string }): string {
  // marked marks text it has already HTML-escaped (inside raw HTML blocks); decoding either kind gives the
  // characters the author typed, which React then prints as text.
  return decodeEntities(token.text);
}

function renderLink(token: Extract<MarkedToken, { type: 'link' }>, key: number): ReactNode {
  const children = renderInline(token.tokens);
  const href = safeLinkUrl(token.href);
  if (href === null) return <span key={key}>{children}</span>;
  if (!isExternalUrl(href)) {
    return (
      <a key={key} href={href} title={token.title ?? undefined} className={LINK_CLASS}>
        {children}
      </a>
    );
  }
  return (
    <a key={key} href={href} title={token.title ?? undefined} target="_blank" rel="noopener nofollow" className={LINK_CLASS}>
      {children}
      <span className="sr-only"> {th.markdown.newTab}</span>
    </a>
  );
}

function renderImage(token: Extract<MarkedToken, { type: 'image' }>, key: number): ReactNode {
  const src = safeImageUrl(token.href);
  const alt = decodeEntities(token.text);
  if (src === null) return <span key={key}>{alt}</span>;
  return (
    <img
      key={key}
      src={src}
      alt={alt}
      title={token.title ?? undefined}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      className="my-2 inline-block h-auto max-w-full rounded-md border"
    />
  );
}

function renderInlineToken(token: Token, key: number): ReactNode {
  // No extensions are registered, so every token is one of marked's own kinds.
  const t = token as MarkedToken;
  switch (t.type) {
    case 'text':
      return t.tokens ? <span key={key}>{renderInline(t.tokens)}</span> : textOf(t);
    case 'escape':
      return t.text;
    case 'strong':
      return (
        <strong key={key} className="font-semibold">
          {renderInline(t.tokens)}
        </strong>
      );
    case 'em':
      return <em key={key}>{renderInline(t.tokens)}</em>;
    case 'del':
      return <del key={key}>{renderInline(t.tokens)}</del>;
    case 'codespan':
      return (
        <code key={key} className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.9em] break-words">
          {t.text}
        </code>
      );
    case 'br':
      return <br key={key} />;
    case 'link':
      return renderLink(t, key);
    case 'image':
      return renderImage(t, key);
    case 'html':
      // Authors' inline HTML is shown as the text they typed, never parsed: nothing they write becomes markup.
      return textOf(t);
    case 'checkbox':
      return <input key={key} type="checkbox" checked={t.checked} disabled readOnly className="me-2 align-middle" />;
    default:
      return 'text' in t && typeof t.text === 'string' ? textOf(t) : null;
  }
}

export function renderInline(tokens: Token[] | undefined): ReactNode[] {
  return (tokens ?? []).map((token, i) => renderInlineToken(token, i));
}
