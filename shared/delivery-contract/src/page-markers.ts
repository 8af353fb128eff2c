/**
 * The attributes by which the site server and the page pass what the server rendered between them
 * (decision 0031): a remote's page inside the shell's frame, and the landing's course shelves.

/** On the loading area of the painted frame: the element a server render replaces. */
export const REMOTE_AREA_SLOT = 'data-remote-area-slot';

/** On the element holding a server render: the URL (path and query) it was rendered for. */
export const SERVER_RENDERED_URL = 'data-server-rendered';

/** On that element: the answers of the queries the render read, as JSON (TanStack's dehydrated state). */
export const SERVER_QUERY_STATE = 'data-query-state';

/**
 * On that element: the remote's modules, space-separated, which the page's
 * paint-first gate preloads once the page has painted (instead of `Link`
 * headers, whose downloads would compete with the paint for bandwidth).
 */
export const AFTER_PAINT_MODULES = 'data-after-paint-modules';

/**
 * On that element: the remote's style sheets (space-separated URLs). The render paints with them inline, but
 * the federation runtime links each file as the remote starts and waits for it: fetched after the paint
 * with the modules, that wait is no round trip at the first press.
 */
export const AFTER_PAINT_STYLES = 'data-after-paint-styles';

/**
 * On that element, when the remote says its page needs no script until the visitor presses
 * something (ServerRenderedPage.worksBeforeApp): the paint-first gate may then start a
 * signed-out visitor's app at the first interaction instead of at once (decision 0040).
 */
export const WORKS_BEFORE_APP = 'data-works-before-app';

/**
 * On that element, when the server rendered a member's page with their session (ServerRenderedPage.renderedFor,
 * decision 0070): the member's id. The shell keeps the render on screen until its auth bus knows that member,
 * and does not fetch the render's answers again for them.
 */
export const RENDERED_FOR_MEMBER = 'data-rendered-for';

/**
 * On the landing's course-shelves element (decision 0057): the build pre-renders "/" with the shelves
 * still loading inside it; the site server puts the shelves' markup for the database's courses there,
 * and their data, as JSON, in COURSE_SHELVES_STATE (an attribute, never a script: the CSP allows none
 * inline), which the page seeds its cache from before hydrating.
 */
export const COURSE_SHELVES_SLOT = 'data-course-shelves';
export const COURSE_SHELVES_STATE = 'data-course-shelves-state';
