import { matchRoutes } from 'react-router-dom';
import { readUrlValue } from '../parsing/url-value.ts';

/**
 * The run-time remote list (the shell's /remotes.json): which remote owns
 * which paths, and where its mf-manifest.json lives. Read by the shell in the
 * browser and by the server that serves it (for its preload hints), so both
 * decide a path's owner the same way.
 */
export interface RemoteDescriptor {
  name: string;
  /** http(s) only: the manifest is fetched and its origin goes into the Content-Security-Policy. */
  entry: string;
  routes: string[];
}

const REMOTE_NAME = /^[a-z][a-z0-9_]*$/;

/** One remote of the list, or why it is none. By hand, not zod: the shell reads it before every page's app (decision 0077). */
function readRemote(value: unknown, index: number): RemoteDescriptor {
  const wrong = (what: string) => new TypeError(`Invalid remote list: remotes.${index}.${what}`);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TypeError(`Invalid remote list: remotes.${index}`);
  const { name, entry, routes } = value as Record<string, unknown>;
  if (typeof name !== 'string' || !REMOTE_NAME.test(name)) throw wrong('name');
  const url = readUrlValue(entry, { httpOnly: true });
  if (url === undefined) throw wrong('entry');
  if (!Array.isArray(routes) || routes.length === 0) throw wrong('routes');
  const paths = routes.map((route, at) => {
    if (typeof route !== 'string' || !route.startsWith('/')) throw wrong(`routes.${at}`);
    return route;
  });
  return { name, entry: url, routes: paths };
}

/** The remotes of a parsed /remotes.json; throws on anything else. */
export function parseRemoteList(json: unknown): RemoteDescriptor[] {
  const remotes = typeof json === 'object' && json !== null ? (json as { remotes?: unknown }).remotes : undefined;
  if (!Array.isArray(remotes)) throw new TypeError('Invalid remote list: remotes');
  return remotes.map(readRemote);
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
