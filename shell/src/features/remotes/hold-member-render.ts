import { useAuth } from '@shared/platform/auth/react';
import type { AuthState } from '@shared/platform/auth';
import { serverRenderedFor } from './server-rendered-area.ts';

/**
 * Whether the auth bus does not yet know what a member's server render (decision 0070) showed: the session is
 * still being read, or it is that member's and their users row is not read yet. The live page would show its
 * skeleton then (RequireAuth), so the render stays on screen until the page can draw the same content.
 */
export function awaitsRenderedMember(renderedFor: string | null, { status, session, profile, profileFailed }: AuthState): boolean {
  if (renderedFor === null) return false;
  if (status === 'loading') return true;
  return status === 'signedIn' && session?.user.id === renderedFor && profile === null && profileFailed !== true;
}

/** RemoteArea's use of it: true while the server's render of `remote` at `url`, made for a member, must stay. */
export function useHoldsMemberRender(remote: string, url: string): boolean {
  return awaitsRenderedMember(serverRenderedFor(remote, url), useAuth());
}
