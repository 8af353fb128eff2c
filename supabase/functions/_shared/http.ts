// What every function answers: JSON with CORS for the browser's supabase.functions.invoke.

export const corsHeaders: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
};

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { ...corsHeaders, 'content-type': 'application/json' } });

/** `{ code, message }`: code for programs, message in Thai for the learner's screen. */
export const refusal = (status: number, code: string, message: string): Response => json(status, { code, message });

export const bearerOf = (req: Request): string | null => {
  const header = req.headers.get('authorization') ?? '';
  return header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : null;
};
