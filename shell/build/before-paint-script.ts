import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { minifySync, type Plugin } from 'vite';
import { THEME_INIT_FILE } from 'build-config/page-runtime-files';

/**
 * The one script a page runs before its first paint (theme-init.js, build-config/page-runtime-files: the theme class, and
 * whether a session is stored), written into the built HTML instead of linked. As a file it took
 * one of HTTP/1.1's six connections beside the style sheet and the four preloaded fonts, and the
 * paint-first gate waited for it: on "/" the visitor's landing was asked for ~0.6 s later
 * (decision 0040). The Content-Security-Policy allows it by its hash (decision 0012), read from
 * the very document that carries it (`beforePaintScriptHashes`), never from anything a remote
 * renders into the page.
 */
export const BEFORE_PAINT_SCRIPT = 'data-before-paint';

const LINKED = '<script src="/theme-init.js"></script>';
const INLINED = new RegExp(`<script ${BEFORE_PAINT_SCRIPT}>([\\s\\S]*?)</script>`, 'g');

/** The built pages carry theme-init.js inline (the dev server still links it). */
export function inlineBeforePaintScript(): Plugin {
  const source = THEME_INIT_FILE;
  return {
    name: 'riancode:inline-before-paint-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(LINKED)) throw new Error(`inline-before-paint-script: index.html has no ${LINKED}`);
        // Read at each build: the file may have changed since the config was loaded (watch mode).
        // Minified: it rides in every page, and its comments are for its readers.
        const { code, errors } = minifySync('theme-init.js', readFileSync(source, 'utf8'));
        if (errors.length > 0) throw new Error(`inline-before-paint-script: theme-init.js: ${errors.map((e) => e.message).join('; ')}`);
        const script = code.trim();
        if (/<\/script/i.test(script)) throw new Error('inline-before-paint-script: theme-init.js must not contain "</script"');
        return html.replace(LINKED, () => `<script ${BEFORE_PAINT_SCRIPT}>${script}</script>`);
      },
    },
  };
}

/** The CSP sources (`'sha256-…'`) of the before-paint scripts a shell document carries. */
export function beforePaintScriptHashes(document: string): string[] {
  const hashes = [...document.matchAll(INLINED)].map(
    ([, script]) =>
      `'sha256-${createHash('sha256')
        .update(script ?? '', 'utf8')
        .digest('base64')}'`,
  );
  return [...new Set(hashes)];
}
