import { Hono, type Context } from 'hono';
import { postgrestError } from '../http/api-error.ts';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { CatalogCache } from './catalog-cache.ts';
import { toApiError } from './pg-error.ts';
import { handleRead } from './read-handler.ts';
import type { RestResponse } from './result-response.ts';
import { handleRpc } from './rpc-handler.ts';
import { handleWrite, type WriteMethod } from './write-handler.ts';

/** Only schema `public` is exposed, like a default Supabase project. */
function checkProfile(c: Context<AppEnv>): void {
  const profile = c.req.header('Accept-Profile') ?? c.req.header('Content-Profile');
  if (profile !== undefined && profile !== 'public') {
    throw postgrestError(406, 'PGRST106', 'Invalid schema: ' + profile, null, 'Only the following schemas are exposed: public');
  }
}

function send(response: RestResponse): Response {
  return new Response(response.body, { status: response.status, headers: response.headers });
}

/** PostgREST's `/rest/v1` subset: tables and views of `public`, and `/rpc/<fn>`. */
export function createRestRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const cache = deps.catalog ?? new CatalogCache(deps.db, { aggregatesEnabled: deps.config.DB_AGGREGATES_ENABLED });

  const run = async (c: Context<AppEnv>, work: () => Promise<RestResponse>): Promise<Response> => {
    const context = c.get('requestContext');
    try {
      checkProfile(c);
      return send(await work());
    } catch (error) {
      throw toApiError(error, context.role);
    }
  };

  const url = (c: Context<AppEnv>): URL => new URL(c.req.url);

  app.get('/rpc/:fn', (c) =>
    run(c, () => handleRpc(deps.db, cache, c.get('requestContext'), {
      fn: c.req.param('fn'), method: c.req.method === 'HEAD' ? 'HEAD' : 'GET', search: url(c).searchParams,
      body: null, prefer: c.req.header('Prefer'), accept: c.req.header('Accept'), txEnd: deps.config.DB_TX_END,
    })));
  app.post('/rpc/:fn', (c) =>
    run(c, async () => {
      // Raw bytes too: a single unnamed bytea parameter takes an application/octet-stream body as is.
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      return handleRpc(deps.db, cache, c.get('requestContext'), {
        fn: c.req.param('fn'), method: 'POST', search: url(c).searchParams, body: new TextDecoder().decode(bytes), bytes,
        contentType: c.req.header('Content-Type'), prefer: c.req.header('Prefer'), accept: c.req.header('Accept'), txEnd: deps.config.DB_TX_END,
      });
    }));
  app.get('/:relation', (c) =>
    run(c, () => handleRead(deps.db, cache, c.get('requestContext'), {
      relationName: c.req.param('relation'), search: url(c).searchParams, prefer: c.req.header('Prefer'),
      accept: c.req.header('Accept'), head: c.req.method === 'HEAD',
    })));
  for (const method of ['POST', 'PATCH', 'DELETE'] as const satisfies readonly WriteMethod[]) {
    app.on(method, '/:relation', (c) =>
      run(c, async () => handleWrite(deps.db, cache, c.get('requestContext'), {
        method, relationName: c.req.param('relation'), search: url(c).searchParams,
        body: method === 'DELETE' ? '' : await c.req.text(), prefer: c.req.header('Prefer'), accept: c.req.header('Accept'),
        txEnd: deps.config.DB_TX_END,
      })));
  }
  return app;
}
