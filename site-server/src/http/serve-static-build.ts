import type { Server } from 'node:http';
import { Hono } from 'hono';
import { SECURITY_HEADERS } from './security-headers.ts';
import { readBuildFile, staticResponder } from './static-files.ts';
import { listen, type TlsFiles } from './listen.ts';

export interface StaticBuild {
  root: string;
  port: number;
  host?: string;
  /** Headers for HTML documents only (a remote's own index.html gets its CSP). */
  documentHeaders?: Record<string, string>;
  /** HTTPS and HTTP/2, as a CDN serves the remotes (listen.ts). */
  tls?: TlsFiles;
}

/**
 * A remote's build served as a CDN serves it in production (the remotes are
 * static files; only the shell's pages need site-server): files only, no
 * fallback page, hashed assets cached for a year, CORS for the shell.
 */
export function createStaticBuildApp({ root, documentHeaders = {} }: Omit<StaticBuild, 'port' | 'host' | 'tls'>): Hono {
  const respond = staticResponder();
  const app = new Hono();
  app.options(
    '*',
    () => new Response(null, { status: 204, headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD' } }),
  );
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const reply = await readBuildFile(root, decodeURIComponent(c.req.path));
    if (reply === 'forbidden') return c.body(null, 403);
    if (!reply) return c.text('Not found', 404, { 'Access-Control-Allow-Origin': '*' });
    return respond(c.req.raw, reply, {
      headers: reply.ext === '.html' ? { ...SECURITY_HEADERS, ...documentHeaders } : { 'X-Content-Type-Options': 'nosniff' },
    });
  });
  app.all('*', (c) => c.body(null, 405, { Allow: 'GET, HEAD' }));
  app.onError((_error, c) => c.body(null, 400));
  return app;
}

/** Listens with createStaticBuildApp on a port (loopback unless `host` says otherwise). */
export function serveStaticBuild(build: StaticBuild): Promise<Server> {
  return listen(createStaticBuildApp(build).fetch, build.port, build.host, build.tls);
}
