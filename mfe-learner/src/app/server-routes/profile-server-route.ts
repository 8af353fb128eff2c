import type { ServerRouteContext } from '@shared/app-root/server-render';
import { myCoursesQueryOptions } from '../../features/learning/api/get-my-courses.ts';
import { myCertificatesQueryOptions } from '../../features/certificates/api/get-my-certificates.ts';
import { openedProfileTab, type ProfileTab } from '../routes/profile-tabs.ts';

/** The tabs drawn from the answers read here (profileRenders). */
const RENDERED_TABS: readonly ProfileTab[] = ['info', 'courses', 'certificates'];

/*
 * /profile rendered by the server for its member (decision 0076): the header and figures (the member's users row,
 * their courses and certificates, profile-view.tsx), and the tab its `?tab=` opens, when the server can draw that
 * tab as the browser would.
 */

/**
 * The tabs drawn from the answers read here: the personal information (the users row), the courses and the
 * certificates. Not the settings (the pending e-mail and authenticators are the browser's session's, which the
 * server does not have), nor the wishlist and orders, whose own reads are not made here: drawn in the browser.
 */
export function profileRenders({ searchParams }: Pick<ServerRouteContext, 'searchParams'>): boolean {
  return RENDERED_TABS.includes(openedProfileTab(searchParams));
}

export async function profilePrefetch({ member, queryClient, searchParams }: ServerRouteContext): Promise<void> {
  if (!member || !profileRenders({ searchParams })) return; // not rendered: nothing to read
  await Promise.all([queryClient.query(myCoursesQueryOptions(member.id)), queryClient.query(myCertificatesQueryOptions(member.id))]);
}

/**
 * The personal information works before its app (decision 0076): the other tabs and the edit button wait for it
 * and the live page answers a press on them; the rest is text and links. The courses and certificates tabs hold
 * controls that do not wait (a certificate's download), so their app starts at once.
 */
export function profileWorksBeforeApp({ searchParams }: ServerRouteContext): boolean {
  return openedProfileTab(searchParams) === 'info';
}
