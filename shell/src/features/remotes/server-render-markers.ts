/**
 * The attributes by which the shell's server and the shell's page pass a
 * remote's server render between them (decision 0031). React-free: the
 * server imports them too.
 */

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
 * On that element, when the remote says its page needs no script until the visitor presses
 * something (ServerRenderedPage.worksBeforeApp): the paint-first gate may then start a
 * signed-out visitor's app at the first interaction instead of at once (decision 0040).
 */
export const WORKS_BEFORE_APP = 'data-works-before-app';
