import { currentAccessToken, getSupabaseBackend } from '@shared/platform/supabase';
import { z } from '@shared/zod';

// A function's answer is JSON nobody typed for the browser (a trust boundary): its refusal is read through zod.
const refusalSchema = z.object({ code: z.string(), message: z.string() });

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
 * POST to an Edge Function (/functions/v1/<name>) as supabase.functions.invoke does: the anon key
 * and the learner's access token. The site's client has no functions client (@shared/platform/supabase
 * keeps pages small), and two functions need no more than this.
 */
export async function invokeFunction(name: string, body: unknown): Promise<unknown> {
  const { supabaseUrl, supabaseAnonKey } = getSupabaseBackend();
  const token = (await currentAccessToken()) ?? supabaseAnonKey;
  const response = await fetch(`${supabaseUrl.replace(/\/$/, '')}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: supabaseAnonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refusal = refusalSchema.safeParse(answer).data;
    throw new FunctionRefusal(
      response.status,
      refusal?.code ?? 'function_failed',
      refusal?.message ?? `${name} answered ${response.status}`,
    );
  }
  return answer;
}
