import { describe, expect, it } from 'vitest';
import { applyHead, DEFAULT_HEAD, normalizePath, resolveHead, servedHeadFor } from './resolve-head.ts';

const rows = [
  { path: '/', title: 'เรียนโค้ด | หน้าแรก', description: 'คำอธิบายหน้าแรก' },
  { path: '/courses', title: 'คอร์สทั้งหมด | เรียนโค้ด', description: '' },
];

describe('resolveHead', () => {
  it('uses the row of the exact path, ignoring a trailing slash', () => {
    expect(resolveHead('/', rows)).toEqual({ title: 'เรียนโค้ด | หน้าแรก', description: 'คำอธิบายหน้าแรก' });
    expect(resolveHead('/courses/', rows).title).toBe('คอร์สทั้งหมด | เรียนโค้ด');
  });

  it('fills a blank description, an unknown path and a missing table with the defaults', () => {
    expect(resolveHead('/courses', rows).description).toBe(DEFAULT_HEAD.description);
    expect(resolveHead('/course/3', rows)).toEqual(DEFAULT_HEAD);
    expect(resolveHead('/', undefined)).toEqual(DEFAULT_HEAD);
  });

  it('normalizes paths', () => {
    expect(normalizePath('///')).toBe('/');
    expect(normalizePath('/admin//')).toBe('/admin');
  });
});

describe('applyHead', () => {
  it('sets the title and creates or updates the one meta description', () => {
    document.head.querySelectorAll('meta[name="description"]').forEach((m) => m.remove());
    applyHead({ title: 'หนึ่ง', description: 'คำอธิบายหนึ่ง' });
    applyHead({ title: 'สอง', description: 'คำอธิบายสอง' });
    expect(document.title).toBe('สอง');
    const metas = document.head.querySelectorAll('meta[name="description"]');
    expect(metas).toHaveLength(1);
    expect(metas[0]).toHaveAttribute('content', 'คำอธิบายสอง');
  });
});

describe('servedHeadFor', () => {
  const documentFrom = (head: string) => new DOMParser().parseFromString(`<html><head>${head}</head><body></body></html>`, 'text/html');

  it('gives the head the server sent for the page’s own path, and nothing for other paths', () => {
    const doc = documentFrom(
      '<title>Python | เรียนโค้ด</title><meta name="description" content="คอร์ส Python"><link rel="canonical" href="https://riancode.example/course/1">',
    );
    expect(servedHeadFor('/course/1/', doc)).toEqual({ title: 'Python | เรียนโค้ด', description: 'คอร์ส Python' });
    doc.title = 'rewritten by another page';
    expect(servedHeadFor('/course/1', doc)?.title).toBe('Python | เรียนโค้ด');
    expect(servedHeadFor('/courses', doc)).toBeNull();
  });

  it('gives nothing for a document with the site’s defaults (no canonical link)', () => {
    expect(servedHeadFor('/courses', documentFrom('<title>เรียนโค้ด</title>'))).toBeNull();
  });
});
