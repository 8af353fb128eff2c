/**
 * Every page of mfe-learner, as the router matches it: the one list its <Routes> (remote-app.tsx) and its
 * build's routes.json (build-config, for the site server's 404s on paths no page has) are made from.
 * React-free, so the vite config can read it.
 */
export const ROUTE_PATHS = {
  dashboard: '/dashboard',
  profile: '/profile',
  receipt: '/orders/:orderId/receipt',
  /** Buying a course (decision 0065: checkout, orders and receipts are this remote's). */
  checkout: '/checkout/:courseId',
  certificateLookup: '/certificate',
  certificate: '/certificate/:code',
  certificatePrint: '/certificates/:code/print',
  unsubscribe: '/unsubscribe',
  /** A lesson of a course (decision 0065): under the catalogue's /course/:id, but learning is this remote's. */
  lesson: '/course/:id/lesson/:lessonId',
} as const;

/**
 * The pages remote-app.tsx loads with import() (decision 0062), so the dashboard does not download the lesson
 * player, the code editor, the quiz or the checkout's payment forms: the build lists each one's scripts in routes.json and the site server
 * hints them with the page. The build fails if one of these is not loaded on its own.
 */
export const ROUTE_PAGE_MODULES: Readonly<Record<string, string | readonly string[]>> = {
  [ROUTE_PATHS.dashboard]: 'src/app/routes/dashboard-route.tsx',
  [ROUTE_PATHS.profile]: 'src/app/routes/profile-route.tsx',
  // With the lesson's Markdown renderer (lib/markdown-renderer.ts, which page-code.ts loads with the lesson's code): the
  // lesson is drawn only once it is in, and hinted with the page it comes beside the page's code, not a round trip after.
  [ROUTE_PATHS.lesson]: ['src/app/routes/lesson-route.tsx', '@shared/markdown'],
  [ROUTE_PATHS.checkout]: 'src/app/routes/checkout-route.tsx',
};
