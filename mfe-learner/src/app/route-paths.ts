/**
 * Every page of mfe-learner, as the router matches it: the one list its <Routes> (remote-app.tsx) and its
 * build's routes.json (build-config, for the site server's 404s on paths no page has) are made from.
 * React-free, so the vite config can read it.
 */
export const ROUTE_PATHS = {
  dashboard: '/dashboard',
  profile: '/profile',
  receipt: '/orders/:orderId/receipt',
  certificateLookup: '/certificate',
  certificate: '/certificate/:code',
  certificatePrint: '/certificates/:code/print',
  unsubscribe: '/unsubscribe',
} as const;
