/**
 * Every page of mfe-catalog, as the router matches it: the one list its <Routes> (remote-app.tsx) and its
 * build's routes.json (build-config, for the site server's 404s on paths no page has) are made from.
 * React-free, so the vite config can read it.
 */
export const ROUTE_PATHS = {
  courses: '/courses',
  course: '/course/:id',
  lesson: '/course/:id/lesson/:lessonId',
  checkout: '/checkout/:courseId',
  instructor: '/instructor/:id',
  blog: '/blog',
  article: '/blog/:slug',
} as const;
