import {
  AFTER_PAINT_MODULES,
  AFTER_PAINT_STYLES,
  REMOTE_AREA_SLOT,
  RENDERED_FOR_MEMBER,
  SERVER_QUERY_STATE,
  SERVER_RENDERED_URL,
  WORKS_BEFORE_APP,
} from '@shared/delivery-contract';
import type { ServerRenderedArea } from '../remotes/remote-server-render.ts';
import type { RemoteStyleSheet } from '../remotes/remote-style-sheets.ts';

/** What a federated page adds to a server render; the monolithic build needs neither. */
export interface RemotePageAssets {
  /** The remote's style sheets: inline where their text is known, else linked. */
  styleSheets: readonly RemoteStyleSheet[];
  /** Modules the page's paint-first gate preloads once the page has painted. */
  afterPaintModules: readonly string[];
  /** Style sheet files it preloads then too (the runtime links them as the remote starts). */
  afterPaintStyles?: readonly string[];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Start and end of the first `<div>` carrying `attribute`, its closing tag included. */
function elementWith(html: string, attribute: string): { start: number; end: number } | null {
  const open = new RegExp(`<div\\b[^>]*\\s${attribute}(?:=""|\\s|>)`).exec(html);
  if (!open) return null;
  const tags = /<div\b[^>]*>|<\/div>/g;
  tags.lastIndex = html.indexOf('>', open.index) + 1;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return { start: open.index, end: tag.index + tag[0].length };
  }
  return null;
}

/** A style sheet as the head carries it: inline (CSS cannot end the element early), or linked. */
function styleElement({ href, text }: RemoteStyleSheet): string {
  return text !== null && !/<\/style/i.test(text) ? `<style>${text}</style>` : `<link rel="stylesheet" href="${escapeAttribute(href)}">`;
}

/**
 * The frame page (spa-fallback.html) with a remote's server render in place
 * of its loading area, and the remote's style sheets in its head so the
 * render paints styled (decision 0031). The render sits in the element the
 * remote's scoped styles apply to, usable as it is (issue 16 item 3): its
 * links and GET forms work before the page's script runs, and a remote
 * renders controls that need script disabled until its page is live. The
 * queries it read travel in an attribute, as JSON the browser parses, never
 * as a script (the CSP allows none inline).
 */
export function spliceServerRender(
  page: string,
  area: ServerRenderedArea,
  assets: RemotePageAssets = { styleSheets: [], afterPaintModules: [] },
): string {
  const slot = elementWith(page, REMOTE_AREA_SLOT);
  if (!slot) return page;
  const attributes = [
    `data-remote="${escapeAttribute(area.remote)}"`,
    `${SERVER_RENDERED_URL}="${escapeAttribute(area.url)}"`,
    `${SERVER_QUERY_STATE}="${escapeAttribute(JSON.stringify(area.queryState))}"`,
    ...(assets.afterPaintModules.length > 0 ? [`${AFTER_PAINT_MODULES}="${escapeAttribute(assets.afterPaintModules.join(' '))}"`] : []),
    ...(assets.afterPaintStyles?.length ? [`${AFTER_PAINT_STYLES}="${escapeAttribute(assets.afterPaintStyles.join(' '))}"`] : []),
    ...(area.worksBeforeApp === true ? [WORKS_BEFORE_APP] : []),
    ...(area.renderedFor !== undefined ? [`${RENDERED_FOR_MEMBER}="${escapeAttribute(area.renderedFor)}"`] : []),
    'class="contents"',
  ];
  const withArea = `${page.slice(0, slot.start)}<div ${attributes.join(' ')}>${area.html}</div>${page.slice(slot.end)}`;
  const styles = assets.styleSheets.map(styleElement).join('');
  return styles ? withArea.replace('</head>', () => `${styles}</head>`) : withArea;
}
