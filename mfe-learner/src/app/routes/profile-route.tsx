import { RequireAuth } from '../../components/require-auth.tsx';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { ProfileView } from './profile-view.tsx';

export function ProfileRoute() {
  return (
    <RequireAuth fallback={<PageSkeleton />}>{({ profile, session }) => <ProfileView profile={profile} session={session} />}</RequireAuth>
  );
}
