import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every SVG the shell ships (public/: the favicon, course covers, article
 * images) is well-formed XML: a browser draws nothing for an SVG its XML
 * parser refuses (a bare `&` in an attribute was enough). Covers also say
 * their size, 800×450 (16:9, the frame the catalogue puts them in), so the
 * space is reserved before they arrive.
 */
const PUBLIC = join(import.meta.dirname, '..', 'public');

function svgFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return svgFiles(path);
    return entry.name.endsWith('.svg') ? [path] : [];
  });
}

const files = svgFiles(PUBLIC);
const parse = (file: string) => new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'image/svg+xml');

describe('shipped SVG images', () => {
  it('finds the covers', () => {
    expect(files.filter((file) => file.includes('/media/courses/')).length).toBeGreaterThanOrEqual(8);
  });

  it.each(files.map((file) => [relative(PUBLIC, file), file]))('%s is well-formed SVG with a viewBox', (_name, file) => {
    const doc = parse(file);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.localName).toBe('svg');
    expect(doc.documentElement.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
  });

  it.each(files.filter((file) => file.includes('/media/')).map((file) => [relative(PUBLIC, file), file]))(
    '%s is 800×450, as its viewBox',
    (_name, file) => {
      const svg = parse(file).documentElement;
      expect([svg.getAttribute('width'), svg.getAttribute('height'), svg.getAttribute('viewBox')]).toEqual(['800', '450', '0 0 800 450']);
    },
  );

  /**
   * A cover's code line sits in a dark box; at 0.61 em a character (Menlo's advance, the widest of
   * the stack) it must end inside the box with the same padding it starts with. The Python cover's
   * print("Hello, RianCode") ran past its box.
   */
  it.each(files.filter((file) => file.includes('/media/courses/')).map((file) => [relative(PUBLIC, file), file]))(
    '%s keeps its code line inside its box',
    (_name, file) => {
      const svg = parse(file).documentElement;
      const code = [...svg.getElementsByTagName('text')].find((text) => text.getAttribute('font-family')?.includes('monospace'));
      const box = [...svg.getElementsByTagName('rect')].find((rect) => rect.getAttribute('rx') !== null);
      if (!code || !box) return;
      const start = Number(code.getAttribute('x'));
      const width = (code.textContent ?? '').length * 0.61 * Number(code.getAttribute('font-size'));
      const boxStart = Number(box.getAttribute('x'));
      const boxEnd = boxStart + Number(box.getAttribute('width'));
      expect(start + width + (start - boxStart)).toBeLessThanOrEqual(boxEnd);
    },
  );
});
