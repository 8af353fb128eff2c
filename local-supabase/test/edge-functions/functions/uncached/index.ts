// Imports a package nobody cached: with --cached-only Deno must refuse to fetch it, so the function cannot start.
import isOdd from 'npm:is-odd@3.0.1';

Deno.serve(() => new Response(String(isOdd(1))));
