import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { beforePaintScriptHashes, SPA_FALLBACK } from 'shell/server-contract';

/**
 * The shell build's two documents: index.html ("/" rendered at build time)
 * and the app's frame (every other page; a remote's render goes into it).
 * Each is re-read when its file changes, so a redeployed shell takes effect
 * without a restart. `scriptHashes` are the CSP sources of the inline script
 * the two carry (decision 0012), read from them as they are now.
 */
export function pageDocuments(shellDir: string) {
  const cache = new Map<string, { mtime: number; text: string }>();
  const read = async (name: string): Promise<string> => {
    const file = join(shellDir, name);
    const { mtimeMs } = await stat(file);
    const hit = cache.get(file);
    if (hit && hit.mtime === mtimeMs) return hit.text;
    const text = await readFile(file, 'utf8');
    cache.set(file, { mtime: mtimeMs, text });
    return text;
  };
  const landing = () => read('index.html');
  const frame = () => read(SPA_FALLBACK);
  const scriptHashes = async () => [...new Set([...beforePaintScriptHashes(await landing()), ...beforePaintScriptHashes(await frame())])];
  return { landing, frame, scriptHashes };
}

export type PageDocuments = ReturnType<typeof pageDocuments>;

/** A root-relative URL on the site's own origin (never `//host/…`). */
const ownFile = (href: string | undefined): href is string => href !== undefined && href.startsWith('/') && !href.startsWith('//');

/**
 * `Link` values for a 103 Early Hints response: the style sheets a document's
 * head links and the fonts it preloads (same origin), which its first paint
 * waits for. Scripts are left out on purpose: the paint-first gate starts them
 * after the paint, and hinted early they took the bandwidth the paint needed.
 */
export function earlyHintLinks(page: string): string[] {
  const head = page.slice(0, page.indexOf('</head>'));
  const links = [...head.matchAll(/<link\b[^>]*>/g)].flatMap(([tag]) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!ownFile(href)) return [];
    if (/\brel="stylesheet"/.test(tag)) return [`<${href}>; rel=preload; as=style`];
    if (/\brel="preload"/.test(tag) && /\bas="font"/.test(tag)) return [`<${href}>; rel=preload; as=font; crossorigin`];
    return [];
  });
  return [...new Set(links)];
}

/**
 * The app's own modules as the frame's paint-first gate names them (shell/build/prerendered-page.ts): the
 * gate, the app's entry and what the entry imports at once, root-relative; [] when the document has no gate.
 * A page with no server render starts its app at once, so these are what it needs first: hinted in its
 * `Link` header, they download beside the remote's files instead of after the gate, which a document asks for
 * last and at low priority (a member's /dashboard asked for the app's entry 3.8 s into a slow-4G load).
 */
export function appModulesOf(page: string): string[] {
  const gate = /<script\b[^>]*\bdata-paint-first\b[^>]*>/.exec(page)?.[0];
  if (!gate) return [];
  const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(gate)?.[1];
  const modules = [attribute('src'), attribute('data-app-entry'), ...(attribute('data-app-preloads')?.split(' ') ?? [])];
  return [...new Set(modules.filter(ownFile))];
}
