import { loadRuntimeConfig } from '../config/runtime-config.ts';
import { startAuthBus } from '../auth/auth-bus.ts';
import type { SiteClient } from '../supabase/site-client.ts';

/**
 * The page's one site client with its auth client, for code that needs the session and may run on a page
 * that started without it (a visitor's page, decisions 0031 and 0062). Where the platform started with it,
 * this is that client, already loaded. Elsewhere the auth library is imported now, the client made from the
 * run-time config, and the auth bus starts listening to it: from then on the page is as the app would have
 * made it. The import is dynamic so that a bundle that imports this module does not carry the auth
 * library until it is asked for.
 */
export async function loadSiteClient(): Promise<SiteClient> {
  const [{ initSupabase, mirrorSessionCookie }, config] = await Promise.all([
    import('../supabase/init-site-client.ts'),
    loadRuntimeConfig(),
  ]);
  const client = initSupabase(config);
  startAuthBus(client.auth, mirrorSessionCookie);
  return client;
}
