import { describe, expect, it } from 'vitest';
import { MEMBERS_PAGE_SIZE, pageOfMembers, parseMembersPage } from './members-page.ts';

const rows = Array.from({ length: 45 }, (_, i) => i + 1);

describe('members paging', () => {
  it('cuts the list into pages of 20', () => {
    expect(MEMBERS_PAGE_SIZE).toBe(20);
    expect(pageOfMembers(rows, 1)).toEqual({ rows: rows.slice(0, 20), page: 1 });
    expect(pageOfMembers(rows, 3)).toEqual({ rows: [41, 42, 43, 44, 45], page: 3 });
  });

  it('shows the last page for a page past the end (a search shrank the list)', () => {
    expect(pageOfMembers(rows, 9).page).toBe(3);
    expect(pageOfMembers([], 4)).toEqual({ rows: [], page: 1 });
  });

  it('reads ?page= and falls back to 1 for anything else', () => {
    expect(parseMembersPage(new URLSearchParams('page=2'))).toBe(2);
    for (const bad of ['', 'page=0', 'page=-1', 'page=1.5', 'page=abc']) expect(parseMembersPage(new URLSearchParams(bad))).toBe(1);
  });
});
