import { loadRuntimeConfig, type RuntimeConfig } from '../config/runtime-config.ts';
import { createRestClient, provideRestClient } from '../supabase/rest.ts';
import { startAuthBusSignedOut } from '../auth/auth-bus.ts';

/**
 * startPlatform for a page that knows the browser holds no session (the
 * landing page a visitor gets, decision 0031): the run-time config, a
 * visitor's REST client and a signed-out auth bus, without loading the auth
 * library. Code that needs the auth client after all gets it from
 * loadSiteClient (shared/bootstrap/site-client).
 */
export async function startVisitorPlatform(configUrl = '/config.json'): Promise<RuntimeConfig> {
  const config = await loadRuntimeConfig(configUrl);
  provideRestClient(createRestClient(config.supabaseUrl, config.supabaseAnonKey));
  startAuthBusSignedOut();
  return config;
}
