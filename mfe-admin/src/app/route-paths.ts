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

/**
 * The module of each page, which page-code.ts loads with import(): the build lists each one's scripts in
 * routes.json, so the site server hints a page's code with the page. The build fails if one of these is not
 * loaded on its own.
 */
export const ROUTE_PAGE_MODULES: Readonly<Record<string, string | readonly string[]>> = {
  [ROUTE_PATHS.admin]: 'src/app/routes/admin-page.tsx',
  [ROUTE_PATHS.courseEditor]: 'src/app/routes/course-editor-page.tsx',
  [ROUTE_PATHS.studio]: 'src/features/studio/components/studio-page.tsx',
  [ROUTE_PATHS.studioCourse]: 'src/features/studio/components/course-authoring-page.tsx',
};
