/**
 * GoTrue's invite link (decision 0053) returns to /auth/reset-password with the new session in the
 * fragment (`#access_token=…&refresh_token=…&type=invite`): an invite cannot use PKCE, the browser
 * did not start it. The platform cleans tokens out of every address as the page loads (spec §5,
 * cleanUrl), before any remote runs — so it first keeps an invite's pair for this tab, and the
 * reset page takes it (once) to set the session. The auth client keeps the same tokens in
 * localStorage anyway; this copy lives in sessionStorage and only until the page reads it.
 */
const KEY = 'riancode.invite-session';

export interface InviteSession {
  access_token: string;
  refresh_token: string;
}

function fromFragment(hash: string): InviteSession | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const access = params.get('access_token');
  const refresh = params.get('refresh_token');
  if (params.get('type') !== 'invite' || !access || !refresh || access.length > 4096 || refresh.length > 512) return null;
  return { access_token: access, refresh_token: refresh };
}

/** As the page loads, before cleanUrl: keeps an invite link's session for the reset page. */
export function keepInviteSession(location: Pick<Location, 'hash'>, storage: Pick<Storage, 'setItem'>): void {
  const invite = fromFragment(location.hash);
  if (!invite) return;
  try {
    storage.setItem(KEY, JSON.stringify(invite));
  } catch {
    // No storage: the reset page says the link did not work, and the member asks for a new one.
  }
}

/** The reset page: the invite's session kept as the page loaded, removed as it is read. */
export function takeInviteSession(storage: Pick<Storage, 'getItem' | 'removeItem'>): InviteSession | null {
  try {
    const kept = storage.getItem(KEY);
    storage.removeItem(KEY);
    if (kept === null) return null;
    const value: unknown = JSON.parse(kept);
    if (typeof value !== 'object' || value === null || !('access_token' in value) || !('refresh_token' in value)) return null;
    const { access_token, refresh_token } = value;
    return typeof access_token === 'string' && typeof refresh_token === 'string'
      ? fromFragment(`type=invite&access_token=${encodeURIComponent(access_token)}&refresh_token=${encodeURIComponent(refresh_token)}`)
      : null;
  } catch {
    return null;
  }
}
