import { currentAccessToken, getSupabaseBackend } from './client.ts';

/**
 * A function's answer is JSON nobody typed for the browser (a trust boundary): its refusal is read field by field,
 * both strings or none. By hand, not zod: this module is in every page's first chunk (decision 0077).
 */
export function readRefusal(answer: unknown): { code: string; message: string } | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { code, message } = answer as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string' ? { code, message } : undefined;
}

/** A function's refusal: `{ code, message }` with the HTTP status (message in Thai for the learner). */
export class FunctionRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The one way the site calls an Edge Function (/functions/v1/<name>): a POST as supabase.functions.invoke
 * sends it, with the anon key and the member's access token. The site's client has no functions client
 * (it keeps pages small), and the site's functions need no more than this. A failed call throws its
 * refusal; the caller reads the answer (JSON, or a PDF).
 */
export async function callFunction(name: string, body: unknown): Promise<Response> {
  const { supabaseUrl, supabaseAnonKey } = getSupabaseBackend();
  const token = (await currentAccessToken()) ?? supabaseAnonKey;
  const response = await fetch(`${supabaseUrl.replace(/\/$/, '')}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: supabaseAnonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.ok) return response;
  const answer: unknown = await response.json().catch(() => null);
  const refusal = readRefusal(answer);
  throw new FunctionRefusal(response.status, refusal?.code ?? 'function_failed', refusal?.message ?? `${name} answered ${response.status}`);
}

/** A function that answers JSON: the answer, unread (the caller parses it, as data from outside the types). */
export async function invokeFunction(name: string, body: unknown): Promise<unknown> {
  const response = await callFunction(name, body);
  const answer: unknown = await response.json().catch(() => null);
  return answer;
}
