import { describe, expect, it } from 'vitest';
import { isExternalUrl, safeImageUrl, safeLinkUrl } from './safe-url.ts';

describe('safeLinkUrl', () => {
  it.each(['https://example.com/a?b=1', 'http://example.com', 'mailto:hello@riancode.th', '/course/7', '#install', 'lesson-2', '?tab=qa'])(
    'keeps %s',
    (url) => {
      expect(safeLinkUrl(url)).toBe(url);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '//evil.example/x',
    '\\\\evil.example',
    '',
  ])('refuses %j', (url) => {
    expect(safeLinkUrl(url)).toBeNull();
  });
});

describe('safeImageUrl', () => {
  it('allows web and site-relative images only', () => {
    expect(safeImageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(safeImageUrl('/lesson-media/a.svg')).toBe('/lesson-media/a.svg');
    expect(safeImageUrl('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
    expect(safeImageUrl('mailto:a@b.c')).toBeNull();
    expect(safeImageUrl('javascript:alert(1)')).toBeNull();
  });
});

describe('isExternalUrl', () => {
  it('treats absolute web and mail links as external, site paths as internal', () => {
    expect(isExternalUrl('https://developer.mozilla.org')).toBe(true);
    expect(isExternalUrl('mailto:a@b.c')).toBe(true);
    expect(isExternalUrl('/course/7')).toBe(false);
    expect(isExternalUrl('#top')).toBe(false);
  });
});
