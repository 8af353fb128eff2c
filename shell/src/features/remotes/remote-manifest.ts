// zod/mini: tree-shakable, and its object parser never probes eval (the CSP forbids it).
import * as z from 'zod/mini';
import { matchPath } from 'shared/router';

/**
 * /remotes.json: which remote owns which paths, and where its mf-manifest.json
 * lives. Served beside the shell and replaced per environment, so moving or
 * redeploying a remote never needs a shell rebuild.
 */
const RemoteSchema = z.object({
  name: z.string().check(z.regex(/^[a-z][a-z0-9_]*$/)),
  entry: z.url(),
  routes: z.array(z.string().check(z.startsWith('/'))).check(z.minLength(1)),
});
const RemoteListSchema = z.object({ remotes: z.array(RemoteSchema) });

export type RemoteDescriptor = z.infer<typeof RemoteSchema>;

export async function fetchRemoteList(url = '/remotes.json'): Promise<RemoteDescriptor[]> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return RemoteListSchema.parse(await response.json()).remotes;
}

/** The remote whose route patterns match `pathname`, if any. */
export function findRemoteFor(remotes: readonly RemoteDescriptor[], pathname: string): RemoteDescriptor | undefined {
  return remotes.find((remote) => remote.routes.some((pattern) => matchPath({ path: pattern, end: true }, pathname)));
}
