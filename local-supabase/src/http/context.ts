import type { Database, RequestContext } from '../db/types.ts';
import type { Config } from '../config.ts';
import type { CatalogCache } from '../rest/catalog-cache.ts';
import type { JwtKeys } from './jwt-keys.ts';

/**
 * Hono variables every route can read. `requestContext` is set by the
 * request-auth middleware from the apikey / Authorization headers (a JWT
 * verified with the project's keys whose role is anon, authenticated or service_role).
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
  /**
   * The project's JWT keys (src/auth/signing-keys.ts); without them only JWT_SECRET signs and
   * verifies (HS256), as for a bare app in a unit test. Read through `jwtKeysOf`.
   */
  keys?: JwtKeys;
}
