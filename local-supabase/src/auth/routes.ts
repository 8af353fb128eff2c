import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { requestAuth } from '../http/request-auth.ts';
import { API_VERSION, API_VERSION_HEADER } from '../http/surface.ts';
import { createAuthDeps } from './auth-deps.ts';
import { signupRoutes } from './signup-routes.ts';

/** GoTrue's `/auth/v1` subset. Browser-navigation routes (verify, authorize, the IdP page) need no key. */
export function createAuthRoutes(appDeps: AppDeps): Hono<AppEnv> {
  const deps = createAuthDeps(appDeps);
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    await next();
    c.header(API_VERSION_HEADER, API_VERSION);
  });

  const keyed = requestAuth(deps.config.JWT_SECRET);
  for (const path of ['/signup', '/token', '/user', '/logout', '/recover', '/settings', '/admin/*']) {
    app.use(path, keyed);
  }

  app.route('/', signupRoutes(deps));
  return app;
}
