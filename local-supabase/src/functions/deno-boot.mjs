// Runs inside Deno: starts one Edge Function (argv[0], a file: URL) the way Supabase's Edge
// Runtime does, by importing it, while choosing where its `Deno.serve` listens (a free loopback
// port, announced on stdout for the worker manager). The function's own options keep their handlers.
/* global Deno */
const LISTENING = '__local_supabase_function_listening__ ';
const serve = Deno.serve.bind(Deno);

Deno.serve = (first, second) => {
  const options = typeof first === 'function' ? {} : (first ?? {});
  const handler = typeof first === 'function' ? first : (second ?? options.handler);
  return serve(
    {
      ...options,
      hostname: '127.0.0.1',
      port: 0,
      onListen: ({ port }) => console.log(`${LISTENING}${port}`),
    },
    handler,
  );
};

// stdin is a pipe from local-supabase that nobody writes to: it ends when local-supabase exits, even
// when killed, and the function must not outlive it (holding a port and memory).
void (async () => {
  for await (const _ of Deno.stdin.readable);
  Deno.exit(0);
})();

await import(Deno.args[0]);
