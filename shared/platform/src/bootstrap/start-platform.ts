import { loadRuntimeConfig, type RuntimeConfig } from '../config/runtime-config.ts';
import { provideVisitorClient } from '../supabase/client.ts';
import { AUTH_STORAGE_KEY } from '../supabase/storage-key.ts';
import { startAuthBus, startAuthBusSignedOut } from '../auth/auth-bus.ts';
import { bindQueryCacheToAuth } from '../query/query-client.ts';
import { cleanUrl } from '../routing/safe-redirect.ts';
import { keepInviteSession } from '../routing/invite-fragment.ts';
import { loadSiteClient } from './load-site-client.ts';

/**
 * Whether the page starts with the auth client: 'now' when the browser holds a session (or the URL brings
 * one), 'when-needed' for a visitor's page (decision 0062), whose client reads rows with the anon key and
 * whose auth bus says "signed out" at once; the auth client then loads when something asks for it
 * (getSupabaseAuth: a sign-in or sign-up form) or when another tab signs in.
 */
export type AuthClientStart = 'now' | 'when-needed';

let started: Promise<RuntimeConfig> | null = null;

/** Another tab signed in while this visitor's page runs without its auth client: load it, and the bus hears the session. */
function loadAuthClientOnSignInElsewhere(): void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== AUTH_STORAGE_KEY || event.newValue === null) return;
    window.removeEventListener('storage', onStorage);
    void loadSiteClient();
  };
  window.addEventListener('storage', onStorage);
}

/**
 * Everything that must happen once per page before React renders: clean the
 * URL (spec §5), load the run-time config, create the one Supabase client and
 * start the auth bus. The shell calls it; so does each remote's dev harness,
 * which is how a remote runs standalone with the same behaviour.
 */
export function startPlatform(configUrl = '/config.json', authClient: AuthClientStart = 'now'): Promise<RuntimeConfig> {
  started ??= (async () => {
    // An invite's session leaves the address with the other tokens; the reset page still needs it.
    keepInviteSession(window.location, window.sessionStorage);
    const cleaned = cleanUrl(window.location.href);
    if (cleaned) window.history.replaceState(window.history.state, '', cleaned);
    const config = await loadRuntimeConfig(configUrl);
    if (authClient === 'when-needed') {
      provideVisitorClient(config);
      startAuthBusSignedOut();
      loadAuthClientOnSignInElsewhere();
    } else {
      // Imported, not bundled in: a visitor's page never downloads the auth library (./load-site-client.ts).
      const { initSupabase, mirrorSessionCookie } = await import('../supabase/init-site-client.ts');
      startAuthBus(initSupabase(config).auth, mirrorSessionCookie);
    }
    bindQueryCacheToAuth();
    return config;
  })();
  return started;
}
