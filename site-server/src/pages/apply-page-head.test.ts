import { describe, expect, it } from 'vitest';
import { applyPageHead } from './apply-page-head.ts';

const PAGE = '<html><head><meta name="description" content="site default" /><title>เรียนโค้ด — default</title></head><body></body></html>';

describe('applyPageHead', () => {
  it('puts the page’s title, description, canonical URL and Open Graph card in the head, escaped', () => {
    const html = applyPageHead(
      PAGE,
      { title: 'Python & "you" | เรียนโค้ด', description: 'เริ่ม <b>ที่นี่</b>', image: '/media/courses/python-basics.svg' },
      new URL('https://riancode.example/course/1?ref=x'),
    );
    expect(html).toContain('<title>Python &amp; &quot;you&quot; | เรียนโค้ด</title>');
    expect(html).toContain('<meta name="description" content="เริ่ม &lt;b&gt;ที่นี่&lt;/b&gt;">');
    expect(html).not.toContain('site default');
    expect(html).toContain('<link rel="canonical" href="https://riancode.example/course/1">');
    expect(html).toContain('<meta property="og:title" content="Python &amp; &quot;you&quot; | เรียนโค้ด">');
    expect(html).toContain('<meta property="og:image" content="https://riancode.example/media/courses/python-basics.svg">');
    expect(html).toContain('<meta property="og:url" content="https://riancode.example/course/1">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps a cover on another origin as it is, and a page without one gets the small card', () => {
    const url = new URL('https://riancode.example/course/2');
    expect(applyPageHead(PAGE, { title: 't', description: 'd', image: 'https://cdn.example/c.png' }, url)).toContain(
      'content="https://cdn.example/c.png"',
    );
    expect(applyPageHead(PAGE, { title: 't', description: 'd' }, url)).toContain('<meta name="twitter:card" content="summary">');
  });
});
