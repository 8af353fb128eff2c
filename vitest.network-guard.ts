/**
 * Unit and component tests never reach the network. Without this, a test whose
 * stub missed a request was decided by whatever listened on this machine's
 * ports: with `npm start` running beside `npm test`, the real backend answered
 * the auth bus and two review tests failed; in CI nothing listened and they
 * passed. Now every request no stub answers is refused, and recorded so that
 * the test fails even when the code under test swallowed the error (a query's
 * error state, a retry loop). A test's own `vi.stubGlobal('fetch', …)` still
 * wins; `vi.unstubAllGlobals()` brings the guard back.
 */
type Scope = {
  fetch: typeof fetch;
  XMLHttpRequest?: { prototype: { send: (...args: never[]) => void; open: (...args: never[]) => void } };
  WebSocket?: unknown;
};

export function installNetworkGuard(scope: Scope): () => string[] {
  const unanswered: string[] = [];
  const refuse = (what: string) => {
    unanswered.push(what);
    return new TypeError(`unit tests do not reach the network: ${what}`);
  };

  scope.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    return Promise.reject(refuse(`fetch ${method} ${url}`));
  };

  const xhr = scope.XMLHttpRequest?.prototype as (XMLHttpRequest & { guardedUrl?: string }) | undefined;
  if (xhr) {
    const open = xhr.open;
    xhr.open = function (this: XMLHttpRequest & { guardedUrl?: string }, ...args: Parameters<XMLHttpRequest['open']>) {
      this.guardedUrl = `${args[0]} ${String(args[1])}`;
      return (open as (...a: unknown[]) => void).apply(this, args);
    } as XMLHttpRequest['open'];
    xhr.send = function (this: XMLHttpRequest & { guardedUrl?: string }) {
      throw refuse(`XMLHttpRequest ${this.guardedUrl ?? ''}`);
    };
  }

  if (scope.WebSocket) {
    // A constructor that always throws: `new WebSocket(url)` is refused where it is made.
    scope.WebSocket = function RefusedWebSocket(url: string | URL) {
      throw refuse(`WebSocket ${url.toString()}`);
    };
  }

  return () => unanswered.splice(0);
}
