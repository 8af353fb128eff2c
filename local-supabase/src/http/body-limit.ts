import { bodyLimit } from 'hono/body-limit';
import type { Context, MiddlewareHandler } from 'hono';
import { gotrueError, postgrestError } from './api-error.ts';
import { handleError } from './error-handler.ts';
import type { AppEnv } from './context.ts';
import { surfaceOf } from './surface.ts';

/** Refuses bodies over MAX_BODY_BYTES before anyone parses them: 413 in the shape of the API asked. */
export function bodyLimitMiddleware(maxBytes: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      const message = `Request body is larger than ${maxBytes} bytes`;
      const error =
        surfaceOf(c.req.path) === 'auth'
          ? gotrueError(413, 'request_too_large', message)
          : postgrestError(413, 'PGRST413', message, null, null);
      // hono types this callback's context loosely; it is this app's context.
      const response = handleError(error, c as Context<AppEnv>);
      // The rest of the body is never read, so this connection cannot carry another request.
      response.headers.set('Connection', 'close');
      return response;
    },
  });
}
