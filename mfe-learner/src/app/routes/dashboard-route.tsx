import { RequireAuth } from '../../components/require-auth.tsx';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { DashboardView } from '../../features/learning/components/dashboard-view.tsx';

export function DashboardRoute() {
  return <RequireAuth fallback={<PageSkeleton />}>{({ profile }) => <DashboardView profile={profile} />}</RequireAuth>;
}
