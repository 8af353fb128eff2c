// The part of the Deno namespace the functions use, so tsc and ESLint check them in the repository
// (the Edge Runtime provides the real one; `deno check` sees that instead of this file).
declare namespace Deno {
  const env: { get(name: string): string | undefined };
  function serve(handler: (req: Request) => Response | Promise<Response>): unknown;
}
