/** The spec's waits (§9), in one place so a reader sees them together. */
/** Password login: show the toast, then go home after 1 s. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;
/** After sign-up and after the OAuth callback: give the database trigger time to create the users row. */
export const PROFILE_SYNC_DELAY_MS = 2000;
