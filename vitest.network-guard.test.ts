import { describe, expect, it } from 'vitest';
import { installNetworkGuard } from './vitest.network-guard.ts';

describe('installNetworkGuard', () => {
  it('refuses fetch, XMLHttpRequest and WebSocket and records each request once', async () => {
    function FakeXhr() {}
    Object.assign(FakeXhr.prototype as object, { open: () => undefined, send: () => undefined });
    const scope = { fetch: globalThis.fetch, XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest, WebSocket: FakeXhr as unknown };
    const take = installNetworkGuard(scope);

    await expect(scope.fetch('http://127.0.0.1:54321/auth/v1/user', { method: 'GET' })).rejects.toThrow(/do not reach the network/);
    const request = new (scope.XMLHttpRequest as unknown as new () => XMLHttpRequest)();
    request.open('POST', 'http://127.0.0.1:54321/rest/v1/rpc/x');
    expect(() => request.send()).toThrow(TypeError);
    expect(() => new (scope.WebSocket as new (url: string) => unknown)('ws://127.0.0.1:54321/realtime')).toThrow(TypeError);

    expect(take()).toEqual([
      'fetch GET http://127.0.0.1:54321/auth/v1/user',
      'XMLHttpRequest POST http://127.0.0.1:54321/rest/v1/rpc/x',
      'WebSocket ws://127.0.0.1:54321/realtime',
    ]);
    expect(take()).toEqual([]);
  });
});
