// @vitest-environment node
// A build-time module: it reads theme-init.js from disk.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import type { IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { THEME_INIT_FILE } from 'build-config/page-runtime-files';
import { BEFORE_PAINT_SCRIPT, beforePaintScriptHashes, inlineBeforePaintScript } from './before-paint-script.ts';

const THEME_INIT = readFileSync(THEME_INIT_FILE, 'utf8');
const TEMPLATE = '<html><head><title>เรียนโค้ด</title><script src="/theme-init.js"></script></head><body><div id="root"></div></body></html>';

function transform(html: string): string {
  const hook = inlineBeforePaintScript().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, { path: '/index.html', filename: 'index.html' }) as string;
}

/** What a browser compares the script's text against (CSP Level 3: base64 of its SHA-256). */
const browserHash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

const inlined = (page: string) => new RegExp(`<script ${BEFORE_PAINT_SCRIPT}>([^]*?)</script>`).exec(page)?.[1];

describe('the before-paint script', () => {
  it('is written into the built page in place of the link, minified, with nothing left to fetch', () => {
    const page = transform(TEMPLATE);
    const script = inlined(page) ?? '';
    expect(page).not.toContain('src="/theme-init.js"');
    expect(script).toContain('riancode-theme');
    expect(script).toContain('data-session');
    expect(script).not.toContain('//');
    expect(script.length).toBeLessThan(THEME_INIT.length / 2);
  });

  it('still does what theme-init.js does: marks a stored session and a dark choice', () => {
    const stored: Record<string, string> = { 'riancode-auth': '{}', 'riancode-theme': 'dark' };
    const html = { attributes: new Map<string, string>(), classes: new Set<string>() };
    const documentElement = {
      setAttribute: (name: string, value: string) => html.attributes.set(name, value),
      classList: { toggle: (name: string, on: boolean) => (on ? html.classes.add(name) : html.classes.delete(name)) },
    };
    runInNewContext(inlined(transform(TEMPLATE)) ?? '', {
      localStorage: { getItem: (key: string) => stored[key] ?? null },
      document: { documentElement },
      window: { matchMedia: () => ({ matches: false }) },
    });
    expect(html.attributes.get('data-session')).toBe('');
    expect(html.classes.has('dark')).toBe(true);
    // The server-rendered theme toggle reads the real choice from here before the app starts.
    expect(html.attributes.get('data-theme-choice')).toBe('dark');
  });

  it('has the hash a browser computes for it, read back from the page', () => {
    expect(beforePaintScriptHashes(transform(TEMPLATE))).toEqual([browserHash(inlined(transform(TEMPLATE)) ?? '')]);
  });

  it('hashes only scripts the shell marked: an unmarked inline script stays forbidden', () => {
    expect(beforePaintScriptHashes('<script>alert(1)</script><script data-other>alert(2)</script>')).toEqual([]);
  });

  it('refuses a template that no longer links theme-init.js, rather than shipping a page without it', () => {
    expect(() => transform('<html><head></head><body></body></html>')).toThrow(/theme-init\.js/);
  });
});
