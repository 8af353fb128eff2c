import type { Config } from '../config.ts';

/**
 * What the gateway's Edge Functions (create-charge, payment-webhook, read-slip) read from their
 * environment, pointed at this server's simulator (decision 0052). The local Edge Functions
 * runtime adds these to the variables hosted Supabase sets (SUPABASE_URL, keys); on hosted
 * Supabase they are `supabase secrets` with Omise's real keys and api.omise.co; locally
 * supabase/functions/.env overrides them (e.g. real Omise test keys).
 */
export function gatewayFunctionEnv(config: Config, serverUrl: string): Record<string, string> {
  return {
    OMISE_API_URL: `${serverUrl}/gateway/api`,
    OMISE_SECRET_KEY: config.OMISE_SECRET_KEY,
    OMISE_WEBHOOK_SECRET: config.OMISE_WEBHOOK_SECRET,
    SITE_URL: config.SITE_URL,
  };
}
