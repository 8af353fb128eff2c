import type { Database, RequestContext } from '../db/types.ts';
import type { Config } from '../config.ts';
import type { CatalogCache } from '../rest/catalog-cache.ts';

/**
 * Hono variables every route can read. `requestContext` is set by the
 * request-auth middleware from the apikey / Authorization headers (a verified
 * HS256 JWT whose role is anon, authenticated or service_role).
 */
export interface AppVariables {
  requestContext: RequestContext;
}

export interface AppEnv {
  Variables: AppVariables;
}

/** What route factories receive; app.ts builds it once. */
export interface AppDeps {
  db: Database;
  config: Config;
  /** The REST schema cache, when the caller wants to reload it (tests after DDL); otherwise built by the REST routes. */
  catalog?: CatalogCache;
}
