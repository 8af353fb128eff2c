import { describe, expect, it } from 'vitest';
import { spliceCourseShelves } from './splice-course-shelves.ts';

const page = (slot: string) =>
  `<html><body><div id="root"><main><div id="services"></div>${slot}<section id="blog"><div>บทความ</div></section></main></div></body></html>`;

describe('spliceCourseShelves', () => {
  it('replaces the pre-rendered loading slot, nested divs included, and nothing after it', () => {
    const loading = '<div data-course-shelves=""><div aria-hidden="true"><div class="s"></div><div class="s"></div></div></div>';
    const rendered = '<div data-course-shelves="" data-course-shelves-state="{}"><section>คอร์สยอดนิยม</section></div>';
    expect(spliceCourseShelves(page(loading), rendered)).toBe(page(rendered));
  });

  it('leaves a page without the slot as it is', () => {
    const html = page('');
    expect(spliceCourseShelves(html, '<div>x</div>')).toBe(html);
  });
});
