/**
 * Where the auth client keeps the session (spec §3): fixed, the same on every
 * origin and backend. The landing page's gate reads it to decide whether the
 * visitor needs the whole app (decision 0031), so it lives apart from the
 * client that would pull the auth library in with it.
 */
export const AUTH_STORAGE_KEY = 'riancode-auth';

/** The session cookie the auth bus writes for the site server (decision 0070): named after the storage key, as @supabase/ssr names it. */
export const SESSION_COOKIE = AUTH_STORAGE_KEY;
