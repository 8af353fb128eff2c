import { describe, expect, it } from 'vitest';
import { cdnHeadersFile } from './cdn-headers-file.ts';
import { sitemapPaths } from './sitemap-paths.ts';

describe('the static export’s helpers', () => {
  it('reads the paths of a sitemap, whatever its origin', () => {
    const xml =
      '<urlset><url><loc>https://riancode.example/</loc></url><url><loc>https://riancode.example/blog/c%2B%2B-&amp;-rust</loc></url><url><loc>https://riancode.example/course/3</loc><lastmod>2026-11-20T00:00:00.000Z</lastmod></url></urlset>';
    expect(sitemapPaths(xml)).toEqual(['/', '/blog/c++-&-rust', '/course/3']);
  });

  it('writes a _headers file giving every path the headers', () => {
    expect(cdnHeadersFile({ 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "default-src 'self'" })).toBe(
      "/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: default-src 'self'\n",
    );
  });
});
