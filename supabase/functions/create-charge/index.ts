// Creates an Opn Payments (Omise) charge for the caller's pending order from its server-side
// total (decision 0052). Env: OMISE_SECRET_KEY, OMISE_API_URL (default https://api.omise.co),
// SITE_URL; SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set by the Edge Runtime.
import { requiredEnv, serviceRoleClient } from '../_shared/deno/function-env.ts';
import { createChargeHandler } from '../_shared/create-charge-handler.ts';
import { omiseClient } from '../_shared/omise-client.ts';

const admin = serviceRoleClient();

Deno.serve(
  createChargeHandler({
    db: admin,
    userOf: async (jwt) => (await admin.auth.getUser(jwt)).data.user,
    omise: omiseClient(Deno.env.get('OMISE_API_URL') ?? 'https://api.omise.co', requiredEnv('OMISE_SECRET_KEY')),
    siteUrl: requiredEnv('SITE_URL'),
  }),
);
