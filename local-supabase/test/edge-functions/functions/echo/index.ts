// Answers what it received and what its environment holds (never the secrets' values beyond the test one).
Deno.serve(async (req) => {
  const url = new URL(req.url);
  return Response.json({
    method: req.method,
    path: url.pathname,
    search: url.search,
    body: req.method === 'GET' ? null : await req.text(),
    authorization: req.headers.get('authorization'),
    env: {
      SUPABASE_URL: Deno.env.get('SUPABASE_URL') ?? null,
      hasAnonKey: Boolean(Deno.env.get('SUPABASE_ANON_KEY')),
      hasServiceRoleKey: Boolean(Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')),
      ECHO_SECRET: Deno.env.get('ECHO_SECRET') ?? null,
      HOME_SHELL: Deno.env.get('SHELL') ?? null,
    },
  });
});
