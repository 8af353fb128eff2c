/** One request as the fake backend saw it: the relation (`course_catalog`, `rpc/verify_certificate`) and its query string. */
export interface AskedRead {
  relation: string;
  params: URLSearchParams;
}

/**
 * A backend's REST API for tests, under the real typed client (visitorDatabase's `send`): `answer` gives the
 * JSON body of a 200 for each read it is asked, or throws to play a backend that cannot be reached. `asked`
 * lists every read as `relation?query` (decoded), so a test sees the query the client actually built.
 */
export function fakeRestBackend(answer: (read: AskedRead) => unknown): { send: typeof fetch; asked: string[] } {
  const asked: string[] = [];
  const send: typeof fetch = (input) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const relation = url.pathname.replace(/^\/rest\/v1\//, '');
    asked.push(`${relation}?${decodeURIComponent(url.searchParams.toString())}`);
    try {
      const body = JSON.stringify(answer({ relation, params: url.searchParams }));
      return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
    } catch (unreachable) {
      return Promise.reject(unreachable instanceof Error ? unreachable : new TypeError('fetch failed'));
    }
  };
  return { send, asked };
}
