// Creates an Opn Payments (Omise) charge for the caller's pending order from its server-side
// total (decision 0052). Env: OMISE_SECRET_KEY, OMISE_API_URL (default https://api.omise.co),
// SITE_URL; SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set by the Edge Runtime.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import type { Database } from '../_shared/database.types.ts';
import { createChargeHandler } from '../_shared/create-charge-handler.ts';
import { omiseClient } from '../_shared/omise-client.ts';

const env = (name: string): string => {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const admin = createClient<Database>(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), {
  auth: { persistSession: false, autoRefreshToken: false },
});

Deno.serve(
  createChargeHandler({
    db: admin,
    userOf: async (jwt) => (await admin.auth.getUser(jwt)).data.user,
    omise: omiseClient(Deno.env.get('OMISE_API_URL') ?? 'https://api.omise.co', env('OMISE_SECRET_KEY')),
    siteUrl: env('SITE_URL'),
  }),
);
