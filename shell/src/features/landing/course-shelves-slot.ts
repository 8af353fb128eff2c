import type { QueryClient } from '@tanstack/react-query';
import { COURSE_SHELVES_STATE } from '@shared/delivery-contract';
import { landingCoursesKey, readLandingShelves } from './api/get-landing-courses.ts';

/*
 * The landing's course shelves as the site server renders them (issue 31 item 3, decision 0057).
 * Before hydrating, the page puts the server's data in the query cache, so its first render is the
 * server's markup and it fetches nothing.
 */

/** Seeds the cache from the server's render, if the page has one (a static export or a failed read has none). */
export function seedServerRenderedShelves(client: QueryClient, root: ParentNode = document): void {
  const text = root.querySelector(`[${COURSE_SHELVES_STATE}]`)?.getAttribute(COURSE_SHELVES_STATE);
  if (!text) return;
  try {
    client.setQueryData(landingCoursesKey, readLandingShelves(JSON.parse(text)));
  } catch {
    // Unreadable: the shelves fetch their courses like any query.
  }
}
