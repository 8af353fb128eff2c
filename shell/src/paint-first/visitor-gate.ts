/**
 * Who a painted page may leave without the app for now (decisions 0031, 0040, 0073): a visitor,
 * that is, a browser holding no session, or the member a server render was made for, on a URL
 * that carries nothing for the app to act on (an auth callback's code or error). The paint-first
 * gate (paint-first-gate.ts) asks, before any of the app has loaded.
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

/** The user id of the session the browser holds (supabase-js's stored JSON), or null. */
function storedSessionUser(page: Page): string | null {
  try {
    const stored: unknown = JSON.parse(page.storage().getItem(page.sessionKey) ?? 'null');
    if (typeof stored !== 'object' || stored === null || !('user' in stored)) return null;
    const { user } = stored;
    return typeof user === 'object' && user !== null && 'id' in user && typeof user.id === 'string' ? user.id : null;
  } catch {
    return null;
  }
}

/**
 * Whether a page may wait for the first interaction before it starts its app: the page says it
 * works before the app (the landing, or a server render marked worksBeforeApp), and it is either
 * a visitor's (decision 0040) or a member's page the server rendered for the very member whose
 * session the browser holds (`renderedFor`, decision 0073). Its query (a search, filters, a page
 * number) was rendered by the server already. A member's render with no session here, or someone
 * else's, is not this browser's page: its app starts at once and draws the right one.
 */
export function waitsForInteraction(page: Page & { worksBeforeApp: boolean; renderedFor?: string | null }): boolean {
  if (!page.worksBeforeApp || carriesAuthCallback(page.location)) return false;
  return page.renderedFor ? storedSessionUser(page) === page.renderedFor : holdsNoSession(page);
}

/**
 * Whether the app may start without the auth client (decision 0062): the browser holds no session and the
 * URL brings none. The app then loads it only when a sign-in or sign-up form asks for it.
 */
export function startsWithoutSession(page: Page): boolean {
  return !carriesAuthCallback(page.location) && holdsNoSession(page);
}
