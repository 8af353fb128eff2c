import { useMemo } from 'react';
import type { Session } from '@supabase/supabase-js';
import type { Profile } from 'shared/auth/react';
import { ErrorState } from 'shared/ui/error-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from 'shared/ui/tabs';
import { thaiErrorMessage } from 'shared/errors';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { learnerTh } from '../../config/messages.ts';
import { useMyCourses } from '../../features/learning/api/get-my-courses.ts';
import { ProfileStatTiles } from '../../features/learning/components/learner-stat-tiles.tsx';
import { MyCoursesList } from '../../features/learning/components/my-courses-list.tsx';
import { computeLearnerStats } from '../../features/learning/lib/learner-stats.ts';
import { useMyCertificates } from '../../features/certificates/api/get-my-certificates.ts';
import { MyCertificatesList } from '../../features/certificates/components/my-certificates-list.tsx';
import { AccountInfo } from '../../features/profile/components/account-info.tsx';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form.tsx';
import { PersonalInfoTab } from '../../features/profile/components/personal-info-tab.tsx';
import { ProfileHeader } from '../../features/profile/components/profile-header.tsx';
import { PrivacySettings } from '../../features/privacy/components/privacy-settings.tsx';

/** /profile: where the learning, certificate and profile features meet. */
export function ProfileView({ profile, session }: { profile: Profile; session: Session }) {
  const courses = useMyCourses(profile.id);
  const certificates = useMyCertificates(profile.id);
  const codes = useMemo(() => new Map((certificates.data ?? []).map((c) => [c.courseId, c.code])), [certificates.data]);
  if (courses.isPending || certificates.isPending) return <PageSkeleton />;
  const failed = courses.isError ? courses : certificates.isError ? certificates : null;
  const t = learnerTh.profile.tabs;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8">
      <ProfileHeader profile={profile} />
      {failed ? (
        <ErrorState message={thaiErrorMessage(failed.error)} onRetry={() => void Promise.all([courses.refetch(), certificates.refetch()])} />
      ) : (
        <ProfileStatTiles stats={computeLearnerStats(courses.data ?? [])} certificates={certificates.data?.length ?? 0} />
      )}
      <Tabs defaultValue="info">
        <TabsList aria-label={learnerTh.profile.title}>
          <TabsTrigger value="info">{t.info}</TabsTrigger>
          <TabsTrigger value="courses">{t.courses}</TabsTrigger>
          <TabsTrigger value="certificates">{t.certificates}</TabsTrigger>
          <TabsTrigger value="settings">{t.settings}</TabsTrigger>
        </TabsList>
        <TabsContent value="info">
          <PersonalInfoTab profile={profile} />
        </TabsContent>
        <TabsContent value="courses">
          {courses.data ? <MyCoursesList courses={courses.data} certificateCodes={codes} /> : null}
        </TabsContent>
        <TabsContent value="certificates">
          {certificates.data ? <MyCertificatesList certificates={certificates.data} learnerName={profile.name} /> : null}
        </TabsContent>
        <TabsContent value="settings" className="space-y-6">
          <ChangePasswordForm email={session.user.email ?? profile.email} />
          <AccountInfo profile={profile} />
          <PrivacySettings session={session} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
