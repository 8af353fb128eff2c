/**
 * Whether "/" can start as the landing page a visitor gets instead of the
 * whole app (decision 0031): only on the pre-rendered landing itself, only
 * when the browser holds no session (a signed-in user needs the app's
 * header, user menu and sign-out), and only when the URL carries nothing
 * for the app to act on (an auth callback's code or error, parameters that
 * spec §5 cleans). Anything else starts the app, as before.
 *
 * The paint-first gate (paint-first-gate.ts) runs this in the browser, before
 * any of the app has loaded.
 */
export function startsAsVisitor(page: {
  prerenderedPath: string | undefined;
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  storage: () => Pick<Storage, 'getItem'>;
  sessionKey: string;
}): boolean {
  if (page.prerenderedPath !== page.location.pathname) return false;
  if (page.location.search !== '' || page.location.hash.includes('=')) return false;
  try {
    return page.storage().getItem(page.sessionKey) === null;
  } catch {
    // No storage, no stored session: the auth client could not find one either.
    return true;
  }
}
