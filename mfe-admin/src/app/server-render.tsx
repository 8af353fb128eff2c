import { remotePageRenderer, type ServerRouteContext } from '@shared/app-root/server-render';
import { Route, Routes } from '@shared/platform/router';
import { adminStatsQuery } from '../features/stats/api/get-admin-stats.ts';
import { membersQuery } from '../features/members/api/get-members.ts';
import { memberPrivacyQuery } from '../features/members/api/get-member-privacy.ts';
import { AdminPage, openedAdminTab } from './routes/admin-page.tsx';
import { ROUTE_PATHS } from './route-paths.ts';

/**
 * /admin's members tab rendered by the server for an admin (decisions 0070 and 0081): drawn in the browser it
 * painted after ~7 s on a slow phone (the app's script, then the member's row, then the page's three reads, one
 * after the other). The reads are made with the admin's own token, so the database is the guard here: admin_stats,
 * the members list and admin_member_privacy answer only a session whose admin verified their authenticator code
 * (aal2, decision 0028); for any other token a read fails and nothing is rendered, and the browser's page (with its
 * guard and its code screen) is what the member gets, as before. The page's app starts at once.
 */
function ServerApp() {
  return (
    <Routes>
      <Route path={ROUTE_PATHS.admin} element={<AdminPage />} />
    </Routes>
  );
}

/** Only the members tab is drawn from the reads made here; the other tabs read their own lists in the browser. */
export const adminRenders = ({ searchParams }: Pick<ServerRouteContext, 'searchParams'>): boolean =>
  openedAdminTab(searchParams) === 'members';

async function adminPrefetch({ queryClient, searchParams }: ServerRouteContext): Promise<void> {
  if (!adminRenders({ searchParams })) return;
  await Promise.all([queryClient.query(adminStatsQuery()), queryClient.query(membersQuery()), queryClient.query(memberPrivacyQuery())]);
}

export const render = remotePageRenderer(ServerApp, [
  { path: ROUTE_PATHS.admin, member: { roles: ['admin'] }, renders: adminRenders, prefetch: adminPrefetch },
]);
