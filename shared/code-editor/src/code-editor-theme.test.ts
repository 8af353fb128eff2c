// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CODE_FONT_STACK, siteHighlightStyle } from './code-editor-theme.ts';

// The site's tokens are the UI kit's style sheets, read through its exports (a test-only dependency on @shared/ui).
const tokens = readFileSync(new URL(import.meta.resolve('@shared/ui/styles/tokens.css')), 'utf8');
const themeCss = readFileSync(new URL(import.meta.resolve('@shared/ui/styles/theme.css')), 'utf8');

/** The custom properties of one block of tokens.css (`:root` or `.dark`). */
function block(selector: string): Map<string, string> {
  const body = new RegExp(`${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`).exec(tokens)?.[1] ?? '';
  return new Map([...body.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1] ?? '', (m[2] ?? '').toLowerCase()]));
}

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
};

const colours = siteHighlightStyle.specs.map((spec) => String(spec.color));

describe('the code editor theme', () => {
  it('takes every syntax colour from the site tokens, so it changes with the theme', () => {
    expect(colours.length).toBeGreaterThan(5);
    for (const colour of colours) expect(colour).toMatch(/^var\(--[\w-]+\)$/);
  });

  it.each([':root', '.dark'])('keeps every syntax colour at 4.5:1 or more on the editor background (%s)', (selector) => {
    const theme = block(selector);
    const background = theme.get('--background') ?? '';
    const gutter = theme.get('--muted') ?? '';
    for (const colour of colours) {
      const name = /var\((--[\w-]+)\)/.exec(colour)?.[1] ?? '';
      const value = theme.get(name);
      expect(value, `${name} in ${selector}`).toBeDefined();
      expect(contrast(value ?? '', background), `${name} on --background in ${selector}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(value ?? '', gutter), `${name} on --muted in ${selector}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has a monospace stack that falls back to the site’s Thai font before the generic family', () => {
    const families = CODE_FONT_STACK.split(',').map((f) => f.trim());
    expect(families.indexOf("'Noto Sans Thai'")).toBeGreaterThan(0);
    expect(families.indexOf("'Noto Sans Thai'")).toBeLessThan(families.indexOf('monospace'));
    expect(themeCss).toContain(`--font-mono: ${CODE_FONT_STACK};`);
  });
});
