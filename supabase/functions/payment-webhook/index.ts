// Omise's webhook endpoint (verify_jwt = false in supabase/config.toml): verifies the event by
// its signature and by retrieving the charge, then settles the order once (decision 0052).
// Env: OMISE_SECRET_KEY, OMISE_API_URL (default https://api.omise.co), OMISE_WEBHOOK_SECRET.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import type { Database } from '../_shared/database.types.ts';
import { omiseClient } from '../_shared/omise-client.ts';
import { paymentWebhookHandler } from '../_shared/payment-webhook-handler.ts';

const env = (name: string): string => {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const admin = createClient<Database>(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), {
  auth: { persistSession: false, autoRefreshToken: false },
});

Deno.serve(
  paymentWebhookHandler({
    db: admin,
    omise: omiseClient(Deno.env.get('OMISE_API_URL') ?? 'https://api.omise.co', env('OMISE_SECRET_KEY')),
    webhookSecret: Deno.env.get('OMISE_WEBHOOK_SECRET') ?? null,
  }),
);
