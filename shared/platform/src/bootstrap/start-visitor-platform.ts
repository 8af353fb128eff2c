import { loadRuntimeConfig, type RuntimeConfig } from '../config/runtime-config.ts';
import { provideVisitorClient } from '../supabase/client.ts';
import { startAuthBusSignedOut } from '../auth/auth-bus.ts';

/**
 * startPlatform for a page that knows the browser holds no session (the
 * landing page a visitor gets, decision 0031): the run-time config, a
 * visitor's client (rows with the anon key, no auth library) and a signed-out auth bus. Code that needs the
 * auth client after all gets it from getSupabaseAuth (@shared/platform/supabase) or loadSiteClient
 * (@shared/platform/bootstrap/site-client).
 */
export async function startVisitorPlatform(configUrl = '/config.json'): Promise<RuntimeConfig> {
  const config = await loadRuntimeConfig(configUrl);
  provideVisitorClient(config);
  startAuthBusSignedOut();
  return config;
}
