export const MEMBERS_PAGE_SIZE = 20;

/** The members tab's page from ?page=, 1 for anything a hand-edited URL could hold. */
export function parseMembersPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** One page of the (already searched and filtered) list; a page past the end shows the last one. */
export function pageOfMembers<T>(rows: readonly T[], page: number): { rows: T[]; page: number } {
  const last = Math.max(1, Math.ceil(rows.length / MEMBERS_PAGE_SIZE));
  const shown = Math.min(page, last);
  return { rows: rows.slice((shown - 1) * MEMBERS_PAGE_SIZE, shown * MEMBERS_PAGE_SIZE), page: shown };
}
