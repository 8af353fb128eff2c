/** The assurance level the access token carries ('aal1' after a password, 'aal2' after a TOTP code). */
export type Aal = 'aal1' | 'aal2';

/**
 * Reads `aal` from the session's access token. Only decides what to draw: the database checks the
 * same claim (is_admin() requires aal2, decision 0028) whatever the browser believes. An unreadable
 * token counts as aal1, so the admin is asked for the code rather than shown a failing admin area.
 */
export function sessionAal(accessToken: string | undefined): Aal {
  const payload = accessToken?.split('.')[1];
  if (!payload) return 'aal1';
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null && 'aal' in claims && claims.aal === 'aal2' ? 'aal2' : 'aal1';
  } catch {
    return 'aal1';
  }
}
