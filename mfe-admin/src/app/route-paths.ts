/**
 * Every page of mfe-admin, as the router matches it: the one list its <Routes> (remote-app.tsx) and its
 * build's routes.json (build-config, for the site server's 404s on paths no page has) are made from.
 * React-free, so the vite config can read it.
 */
export const ROUTE_PATHS = {
  admin: '/admin',
  courseEditor: '/admin/courses/:courseId',
  studio: '/studio',
  studioCourse: '/studio/courses/:courseId',
} as const;
