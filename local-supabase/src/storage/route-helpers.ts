import type { Context } from 'hono';
import type { AppEnv } from '../http/context.ts';
import type { RequestContext } from '../db/types.ts';
import { parseObjectPath, type ObjectRef } from './object-names.ts';

/** `<bucket>/<name>` after `marker` in the raw (still percent-encoded) request path. */
export function objectRefAfter(c: Context<AppEnv>, marker: string): ObjectRef {
  const path = new URL(c.req.url).pathname;
  const start = path.indexOf(marker);
  return parseObjectPath(start === -1 ? '' : path.slice(start + marker.length));
}

/** The caller, as storageAuth verified it. */
export const callerOf = (c: Context<AppEnv>): RequestContext => c.get('requestContext');

/** What hosted Storage runs as for a request a signed token already authorised. */
export const SERVICE_CONTEXT: RequestContext = { role: 'service_role', claims: { role: 'service_role' } };

/** `x-upsert: true` (storage-js sends the string). */
export const wantsUpsert = (c: Context<AppEnv>): boolean => c.req.header('x-upsert')?.toLowerCase() === 'true';
