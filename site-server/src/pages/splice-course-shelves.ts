import { COURSE_SHELVES_SLOT } from '@shared/delivery-contract';

/**
 * The landing (index.html, pre-rendered with the course shelves loading) with the shelves' slot
 * replaced by their server render (shell/course-shelves-render: the slot element, its data in an
 * attribute the page hydrates from). The pre-rendered slot is `<div data-course-shelves="">`,
 * replaced up to its own closing tag.
 */
export function spliceCourseShelves(page: string, slotHtml: string): string {
  const open = page.indexOf(`<div ${COURSE_SHELVES_SLOT}="">`);
  if (open < 0) return page;
  const tags = /<div\b[^>]*>|<\/div>/g;
  tags.lastIndex = page.indexOf('>', open) + 1;
  let depth = 1;
  for (let tag = tags.exec(page); tag; tag = tags.exec(page)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return `${page.slice(0, open)}${slotHtml}${page.slice(tag.index + tag[0].length)}`;
  }
  return page;
}
