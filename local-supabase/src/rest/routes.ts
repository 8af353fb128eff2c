import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { CatalogCache } from './catalog-cache.ts';
import { toApiError } from './pg-error.ts';
import { handleRead } from './read-handler.ts';
import { assertEmbedDepth, assertResponseSize } from './response-limits.ts';
import { restLimits } from './rest-limits.ts';
import type { RestResponse } from './result-response.ts';
import { handleRpc } from './rpc-handler.ts';
import { chooseSchema } from './schema-profile.ts';
import { handleWrite, type WriteMethod } from './write-handler.ts';

/** PostgREST's `/rest/v1`: tables, views and `/rpc/<fn>` of the schemas in DB_SCHEMAS (`public` by default). */
export function createRestRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const schemas = deps.config.DB_SCHEMAS;
  const settings = { aggregatesEnabled: deps.config.DB_AGGREGATES_ENABLED };
  // The default schema's cache may come from start.ts, which lets tests reload it after DDL.
  const caches = new Map(
    schemas.map((schema) => [schema, schema === schemas[0] && deps.catalog ? deps.catalog : new CatalogCache(deps.db, schema, settings)]),
  );
  const limits = restLimits(deps.config, deps.db);

  const run = async (c: Context<AppEnv>, work: (cache: CatalogCache) => Promise<RestResponse>): Promise<Response> => {
    const context = c.get('requestContext');
    try {
      const { schema, negotiated } = chooseSchema(schemas, c.req.method, (name) => c.req.header(name));
      const cache = caches.get(schema);
      if (!cache) throw new Error(`no schema cache for ${schema}`);
      assertEmbedDepth(new URL(c.req.url).searchParams.get('select'), limits.maxEmbedDepth);
      await limits.budget?.statistics.refresh();
      const response = await work(cache);
      assertResponseSize(response.body, limits.maxResponseBytes);
      // PostgREST names the schema beside the body's type whenever it was negotiated.
      const headers =
        negotiated && 'Content-Type' in response.headers ? { ...response.headers, 'Content-Profile': schema } : response.headers;
      return new Response(response.body, { status: response.status, headers });
    } catch (error) {
      throw toApiError(error, context.role);
    }
  };

  const url = (c: Context<AppEnv>): URL => new URL(c.req.url);

  app.get('/rpc/:fn', (c) =>
    run(c, (cache) =>
      handleRpc(deps.db, cache, c.get('requestContext'), {
        fn: c.req.param('fn'),
        method: c.req.method === 'HEAD' ? 'HEAD' : 'GET',
        search: url(c).searchParams,
        body: null,
        prefer: c.req.header('Prefer'),
        accept: c.req.header('Accept'),
        txEnd: deps.config.DB_TX_END,
        range: c.req.method === 'GET' ? c.req.header('Range') : undefined,
        limits,
      }),
    ),
  );
  app.post('/rpc/:fn', (c) =>
    run(c, async (cache) => {
      // Raw bytes too: a single unnamed bytea parameter takes an application/octet-stream body as is.
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      return handleRpc(deps.db, cache, c.get('requestContext'), {
        fn: c.req.param('fn'),
        method: 'POST',
        search: url(c).searchParams,
        body: new TextDecoder().decode(bytes),
        bytes,
        contentType: c.req.header('Content-Type'),
        prefer: c.req.header('Prefer'),
        accept: c.req.header('Accept'),
        txEnd: deps.config.DB_TX_END,
        range: undefined,
        limits,
      });
    }),
  );
  app.get('/:relation', (c) =>
    run(c, (cache) =>
      handleRead(deps.db, cache, c.get('requestContext'), {
        relationName: c.req.param('relation'),
        search: url(c).searchParams,
        prefer: c.req.header('Prefer'),
        accept: c.req.header('Accept'),
        head: c.req.method === 'HEAD',
        range: c.req.method === 'GET' ? c.req.header('Range') : undefined,
        limits,
      }),
    ),
  );
  for (const method of ['POST', 'PATCH', 'DELETE'] as const satisfies readonly WriteMethod[]) {
    app.on(method, '/:relation', (c) =>
      run(c, async (cache) =>
        handleWrite(deps.db, cache, c.get('requestContext'), {
          method,
          relationName: c.req.param('relation'),
          search: url(c).searchParams,
          body: method === 'DELETE' ? '' : await c.req.text(),
          prefer: c.req.header('Prefer'),
          accept: c.req.header('Accept'),
          txEnd: deps.config.DB_TX_END,
        }),
      ),
    );
  }
  return app;
}
