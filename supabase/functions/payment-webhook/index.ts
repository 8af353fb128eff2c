// Omise's webhook endpoint (verify_jwt = false in supabase/config.toml): verifies the event by
// its signature and by retrieving the charge, then settles the order once (decision 0052).
// Env: OMISE_SECRET_KEY, OMISE_API_URL (default https://api.omise.co), OMISE_WEBHOOK_SECRET.
import { requiredEnv, serviceRoleClient } from '../_shared/deno/function-env.ts';
import { omiseClient } from '../_shared/omise-client.ts';
import { paymentWebhookHandler } from '../_shared/payment-webhook-handler.ts';

const admin = serviceRoleClient();

Deno.serve(
  paymentWebhookHandler({
    db: admin,
    omise: omiseClient(Deno.env.get('OMISE_API_URL') ?? 'https://api.omise.co', requiredEnv('OMISE_SECRET_KEY')),
    webhookSecret: Deno.env.get('OMISE_WEBHOOK_SECRET') ?? null,
  }),
);
