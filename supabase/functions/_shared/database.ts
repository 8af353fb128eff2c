// What the functions' handlers take of supabase-js: the real client, typed by the generated Database
// (./database.types.ts, `npm run db:types`), so a function's name, its arguments and its answer are
// checked as in the apps. Each index.ts passes its service-role client; the tests pass theirs.
// The specifier is Deno's (as in ./deno/function-env.ts); Node's tsc finds the same package through
// `paths` in supabase/tsconfig.json and local-supabase/tsconfig.json. A type-only import: nothing loads.
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2.119.1';
import type { Database } from './database.types.ts';

export type ServiceClient = SupabaseClient<Database>;

/** Who signed the request (the JWT's user), or null: auth.getUser(jwt) of supabase-js. */
export type UserOfToken = (jwt: string) => Promise<{ id: string } | null>;
