import type { QueryClient } from '@tanstack/react-query';
import { landingCoursesKey, landingShelvesSchema } from './api/get-landing-courses.ts';

/**
 * The landing's course shelves as the site server renders them (issue 31 item 3, decision 0057):
 * the build pre-renders "/" with the shelves still loading, inside the element carrying
 * COURSE_SHELVES_SLOT; the site server puts the shelves' markup for the database's courses in
 * that element and their data in COURSE_SHELVES_STATE (JSON in an attribute, never a script: the
 * CSP allows none inline). Before hydrating, the page puts that data in the query cache, so its
 * first render is the server's markup and it fetches nothing.
 */
export const COURSE_SHELVES_SLOT = 'data-course-shelves';
export const COURSE_SHELVES_STATE = 'data-course-shelves-state';

/** Seeds the cache from the server's render, if the page has one (a static export or a failed read has none). */
export function seedServerRenderedShelves(client: QueryClient, root: ParentNode = document): void {
  const text = root.querySelector(`[${COURSE_SHELVES_STATE}]`)?.getAttribute(COURSE_SHELVES_STATE);
  if (!text) return;
  try {
    const parsed = landingShelvesSchema.safeParse(JSON.parse(text));
    if (parsed.success) client.setQueryData(landingCoursesKey, parsed.data);
  } catch {
    // Unreadable: the shelves fetch their courses like any query.
  }
}
