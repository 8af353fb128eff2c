/**
 * Who a painted page may leave without the app for now (decisions 0031, 0040): a visitor, that
 * is, a browser holding no session (a signed-in user needs the app's header, user menu and
 * sign-out at once) on a URL that carries nothing for the app to act on (an auth callback's code
 * or error). The paint-first gate (paint-first-gate.ts) asks, before any of the app has loaded.
 */

interface Page {
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  storage: () => Pick<Storage, 'getItem'>;
  sessionKey: string;
}

/** Query parameters an auth callback brings, which the auth client acts on as it starts. */
const AUTH_CALLBACK_PARAMETERS = ['code', 'error', 'error_code', 'error_description', 'token_hash'];

function holdsNoSession(page: Page): boolean {
  try {
    return page.storage().getItem(page.sessionKey) === null;
  } catch {
    // No storage, no stored session: the auth client could not find one either.
    return true;
  }
}

const carriesAuthCallback = (location: Page['location']) =>
  location.hash.includes('=') || AUTH_CALLBACK_PARAMETERS.some((name) => new URLSearchParams(location.search).has(name));

/**
 * Whether "/" can start as the landing page a visitor gets instead of the whole app (decision
 * 0031): only on the pre-rendered landing itself, and only with no query at all (the parameters
 * spec §5 cleans are the app's business). Anything else starts the app, as before.
 */
export function startsAsVisitor(page: Page & { prerenderedPath: string | undefined }): boolean {
  if (page.prerenderedPath !== page.location.pathname) return false;
  if (page.location.search !== '' || carriesAuthCallback(page.location)) return false;
  return holdsNoSession(page);
}

/**
 * Whether a visitor's page may wait for the first interaction before it starts its app (decision
 * 0040): the page says it works before the app (the landing, or a server render marked
 * worksBeforeApp), and it is a visitor's. Its query (a search, filters, a page number) was
 * rendered by the server already.
 */
export function waitsForInteraction(page: Page & { worksBeforeApp: boolean }): boolean {
  return page.worksBeforeApp && !carriesAuthCallback(page.location) && holdsNoSession(page);
}

/**
 * Whether the app may start without the auth client (decision 0062): the browser holds no session and the
 * URL brings none. The app then loads it only when a sign-in or sign-up form asks for it.
 */
export function startsWithoutSession(page: Page): boolean {
  return !carriesAuthCallback(page.location) && holdsNoSession(page);
}
