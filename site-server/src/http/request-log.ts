import type { MiddlewareHandler } from 'hono';

/** One request as the log line says it. */
export interface RequestLogLine {
  time: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

/**
 * One JSON line per request (method, path, status, milliseconds), for a log
 * collector to parse; the query string is left out (search terms are the
 * visitor's business).
 */
export function requestLog(write: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const line: RequestLogLine = {
      time: new Date().toISOString(),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    };
    write(JSON.stringify(line));
  };
}
