import { loadRuntimeConfig, type RuntimeConfig } from '../config/runtime-config.ts';
import { initSupabase } from '../supabase/client.ts';
import { startAuthBus } from '../auth/auth-bus.ts';
import { bindQueryCacheToAuth } from '../query/query-client.ts';
import { cleanUrl } from '../routing/safe-redirect.ts';
import { keepInviteSession } from '../routing/invite-fragment.ts';

let started: Promise<RuntimeConfig> | null = null;

/**
 * Everything that must happen once per page before React renders: clean the
 * URL (spec §5), load the run-time config, create the one Supabase client and
 * start the auth bus. The shell calls it; so does each remote's dev harness,
 * which is how a remote runs standalone with the same behaviour.
 */
export function startPlatform(configUrl = '/config.json'): Promise<RuntimeConfig> {
  started ??= (async () => {
    // An invite's session leaves the address with the other tokens; the reset page still needs it.
    keepInviteSession(window.location, window.sessionStorage);
    const cleaned = cleanUrl(window.location.href);
    if (cleaned) window.history.replaceState(window.history.state, '', cleaned);
    const config = await loadRuntimeConfig(configUrl);
    const client = initSupabase(config);
    startAuthBus(client.auth);
    bindQueryCacheToAuth();
    return config;
  })();
  return started;
}
