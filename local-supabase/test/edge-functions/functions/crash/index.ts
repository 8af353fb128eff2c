// Dies while answering, as a function that runs out of memory or throws at the top level would.
Deno.serve((req) => {
  if (new URL(req.url).searchParams.has('exit')) Deno.exit(1);
  return new Response('alive');
});
