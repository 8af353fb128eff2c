import { afterEach, describe, expect, it, vi } from 'vitest';
import { callFunction, FunctionRefusal, invokeFunction } from './edge-function.ts';
import { provideVisitorClient, resetSupabaseForTests } from './client.ts';

const URL_ = 'http://127.0.0.1:54321';
const ANON = 'anon.key.value.that.is.longer.than.fifty.characters.for.the.config';

/** The Edge Function's side: records what the browser sent and answers as told. */
function functionAnswers(answer: Response) {
  const seen: { url: string; method: string; headers: Headers; body: unknown }[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    seen.push({
      url: input,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    });
    return Promise.resolve(answer);
  });
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetSupabaseForTests();
});

describe('calling an Edge Function', () => {
  it('POSTs the body as JSON to /functions/v1/<name> with the anon key (a visitor has no token) and returns its answer', async () => {
    provideVisitorClient({ supabaseUrl: `${URL_}/`, supabaseAnonKey: ANON });
    const seen = functionAnswers(Response.json({ charge: 'chrg_1' }));
    await expect(invokeFunction('create-charge', { order_id: 7 })).resolves.toEqual({ charge: 'chrg_1' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ url: `${URL_}/functions/v1/create-charge`, method: 'POST', body: { order_id: 7 } });
    expect(seen[0]?.headers.get('apikey')).toBe(ANON);
    expect(seen[0]?.headers.get('authorization')).toBe(`Bearer ${ANON}`);
  });

  it("throws the function's refusal with its code and Thai message, or a generic one when it gave none", async () => {
    provideVisitorClient({ supabaseUrl: URL_, supabaseAnonKey: ANON });
    functionAnswers(Response.json({ code: 'order_expired', message: 'คำสั่งซื้อหมดอายุแล้ว' }, { status: 409 }));
    const refused = await callFunction('create-charge', {}).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(FunctionRefusal);
    expect(refused).toMatchObject({ status: 409, code: 'order_expired', message: 'คำสั่งซื้อหมดอายุแล้ว' });

    functionAnswers(new Response('Bad gateway', { status: 502 }));
    await expect(callFunction('receipt-pdf', {})).rejects.toMatchObject({
      status: 502,
      code: 'function_failed',
      message: 'receipt-pdf answered 502',
    });
  });
});
