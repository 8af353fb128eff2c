import { vi } from 'vitest';

/**
 * The one fake backend of the remotes' component tests, at the wire: only `fetch` is replaced, so the site's real
 * client and the real api files run, and what a test checks is what would cross the network (paths, filters, rpc
 * arguments) and what PostgREST, GoTrue or Storage would answer. `stub-backend`, `fake-backend` and `fake-rest`
 * are three ways of scripting it that the remotes' tests grew up with; the request and the answer are handled here
 * once.
 */
export interface WireRequest {
  method: string;
  url: URL;
  /** The JSON body parsed, another body (a file upload) as sent, null without one. */
  body: unknown;
}

export interface WireAnswer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

const FAKED = Symbol('wire-fake');

/** Whether `fetch` is the fake now (a test may start its session before scripting the backend). */
export const isFaked = (fetcher: typeof fetch): boolean => FAKED in fetcher;

function bodyOf(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') return init?.body ?? null;
  return init.body === '' ? null : (JSON.parse(init.body) as unknown);
}

/** Replaces `fetch` until `vi.unstubAllGlobals()`: each request is handed to `answer`, which says what the backend sends. */
export function fakeWire(answer: (request: WireRequest) => WireAnswer | Promise<WireAnswer>): void {
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const reply = await answer({ method: init?.method ?? 'GET', url, body: bodyOf(init) });
    const status = reply.status ?? 200;
    // A 204 (a void rpc) has no body at all: Response refuses one.
    return new Response(status === 204 ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  };
  vi.stubGlobal('fetch', Object.assign(fakeFetch, { [FAKED]: true }));
}
