/**
 * Every page of mfe-catalog, as the router matches it: the one list its <Routes> (remote-app.tsx) and its
 * build's routes.json (build-config, for the site server's 404s on paths no page has) are made from.
 * React-free, so the vite config can read it.
 */
export const ROUTE_PATHS = {
  courses: '/courses',
  course: '/course/:id',
  instructor: '/instructor/:id',
  blog: '/blog',
  article: '/blog/:slug',
} as const;

/**
 * The module(s) of each page, which remote-app.tsx loads with import() (decision 0062): the build lists each
 * one's scripts in routes.json, so the site server hints a page's code with the page. The build fails if
 * one of these is not loaded on its own.
 */
export const ROUTE_PAGE_MODULES: Readonly<Record<string, string | readonly string[]>> = {
  [ROUTE_PATHS.courses]: 'src/features/courses/components/courses-page.tsx',
  [ROUTE_PATHS.course]: 'src/app/routes/course-detail-route.tsx',
  [ROUTE_PATHS.instructor]: 'src/app/routes/instructor-route.tsx',
  [ROUTE_PATHS.blog]: 'src/features/blog/components/blog-page.tsx',
  [ROUTE_PATHS.article]: 'src/features/blog/components/article-page.tsx',
};
