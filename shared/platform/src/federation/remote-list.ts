// zod/mini: tree-shakable, and its object parser never probes eval (the CSP forbids it).
import * as z from 'zod/mini';
import { matchRoutes } from 'react-router-dom';

/**
 * The run-time remote list (the shell's /remotes.json): which remote owns
 * which paths, and where its mf-manifest.json lives. Read by the shell in the
 * browser and by the server that serves it (for its preload hints), so both
 * decide a path's owner the same way.
 */
const RemoteSchema = z.object({
  name: z.string().check(z.regex(/^[a-z][a-z0-9_]*$/)),
  // http(s) only: the manifest is fetched and its origin goes into the Content-Security-Policy.
  entry: z.url({ protocol: /^https?$/ }),
  routes: z.array(z.string().check(z.startsWith('/'))).check(z.minLength(1)),
});
const RemoteListSchema = z.object({ remotes: z.array(RemoteSchema) });

export type RemoteDescriptor = z.infer<typeof RemoteSchema>;

/** The remotes of a parsed /remotes.json; throws on anything else. */
export function parseRemoteList(json: unknown): RemoteDescriptor[] {
  return RemoteListSchema.parse(json).remotes;
}

/**
 * The remote whose route pattern matches `pathname`, if any; where two match, the more specific wins, ranked as
 * the router ranks routes (`/course/:id/lesson/*` is mfe-learner's inside mfe-catalog's `/course/*`, decision
 * 0065), whatever the order of the list.
 */
export function findRemoteFor(remotes: readonly RemoteDescriptor[], pathname: string): RemoteDescriptor | undefined {
  const routes = remotes.flatMap((remote) => remote.routes.map((path) => ({ path, remote })));
  return matchRoutes(routes, pathname)?.[0]?.route.remote;
}
