import { describe, expect, it, vi } from 'vitest';
import { scrollToHash } from './scroll-to-hash.ts';

describe('scrollToHash', () => {
  it('scrolls to and focuses the section the hash names', () => {
    document.body.innerHTML = '<section id="blog"><h2>บทความ</h2></section>';
    const section = document.getElementById('blog');
    if (!section) throw new Error('fixture');
    // jsdom does no layout, so it has no scrollIntoView of its own.
    const scrollIntoView = vi.fn();
    section.scrollIntoView = scrollIntoView;
    expect(scrollToHash('#blog')).toBe(true);
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    expect(section).toHaveAttribute('tabindex', '-1');
    expect(document.activeElement).toBe(section);
  });

  it('reports false for an empty hash or a missing element', () => {
    document.body.innerHTML = '';
    expect(scrollToHash('')).toBe(false);
    expect(scrollToHash('#nowhere')).toBe(false);
  });
});
