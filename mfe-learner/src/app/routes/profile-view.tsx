import { useMemo } from 'react';
import { appControl } from '@shared/delivery-contract';
import type { Session } from '@supabase/supabase-js';
import { useIsInstructor, type Profile } from '@shared/platform/auth/react';
import { ErrorState } from '@shared/ui/error-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@shared/ui/tabs';
import { useLive } from '@shared/ui/use-live';
import { useSearchParams } from '@shared/platform/router';
import { thaiErrorMessage } from '@shared/messages/errors';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { openedProfileTab, type ProfileTab } from './profile-tabs.ts';
import { learnerTh } from '../../config/messages.ts';
import { useMyCourses } from '../../features/learning/api/get-my-courses.ts';
import { ProfileStatTiles } from '../../features/learning/components/learner-stat-tiles.tsx';
import { MyCoursesList } from '../../features/learning/components/my-courses-list.tsx';
import { computeLearnerStats } from '../../features/learning/lib/learner-stats.ts';
import { useMyCertificates } from '../../features/certificates/api/get-my-certificates.ts';
import { MyCertificatesList } from '../../features/certificates/components/my-certificates-list.tsx';
import { OrdersTab } from '../../features/orders/components/orders-tab.tsx';
import { MyWishlistList } from '../../features/wishlist/components/my-wishlist-list.tsx';
import { AccountInfo } from '../../features/profile/components/account-info.tsx';
import { ChangeEmailForm } from '../../features/profile/components/change-email-form.tsx';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form.tsx';
import { PersonalInfoTab } from '../../features/profile/components/personal-info-tab.tsx';
import { ProfileHeader } from '../../features/profile/components/profile-header.tsx';
import { SignOutEverywhere } from '../../features/profile/components/sign-out-everywhere.tsx';
import { PrivacySettings } from '../../features/privacy/components/privacy-settings.tsx';
import { AvatarPicker } from '../../features/avatar/components/avatar-picker.tsx';
import { NotificationPreferences } from '../../features/notifications/components/notification-preferences.tsx';

/** /profile: where the learning, certificate, order and profile features meet. `?tab=` opens a tab (links from a receipt). */
export function ProfileView({ profile, session }: { profile: Profile; session: Session }) {
  const isInstructor = useIsInstructor();
  const [params, setParams] = useSearchParams();
  const tab = openedProfileTab(params);
  const openTab = (value: string) => setParams(value === 'info' ? {} : { tab: value }, { replace: true });
  const live = useLive();
  const courses = useMyCourses(profile.id);
  const certificates = useMyCertificates(profile.id);
  const codes = useMemo(() => new Map((certificates.data ?? []).map((c) => [c.courseId, c.code])), [certificates.data]);
  if (courses.isPending || certificates.isPending) return <PageSkeleton />;
  const failed = courses.isError ? courses : certificates.isError ? certificates : null;
  const t = learnerTh.profile.tabs;
  // Switching tabs needs script: on the server's render (decision 0076) the other tabs wait for the app, and a
  // press on one before it is live is pressed again once it is (the paint-first gate).
  const waits = (value: ProfileTab) => (value === tab ? {} : { disabled: !live, ...appControl(`profile-tab-${value}`, live) });
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8">
      <ProfileHeader profile={profile} />
      {failed ? (
        <ErrorState
          message={thaiErrorMessage(failed.error)}
          onRetry={() => void Promise.all([courses.refetch(), certificates.refetch()])}
        />
      ) : (
        <ProfileStatTiles stats={computeLearnerStats(courses.data ?? [])} certificates={certificates.data?.length ?? 0} />
      )}
      <Tabs value={tab} onValueChange={openTab}>
        {/* Six tabs wrap on a phone: the list grows instead of clipping the second row. */}
        <TabsList aria-label={learnerTh.profile.title} className="h-auto">
          <TabsTrigger value="info" {...waits('info')}>
            {t.info}
          </TabsTrigger>
          <TabsTrigger value="courses" {...waits('courses')}>
            {t.courses}
          </TabsTrigger>
          <TabsTrigger value="wishlist" {...waits('wishlist')}>
            {t.wishlist}
          </TabsTrigger>
          <TabsTrigger value="certificates" {...waits('certificates')}>
            {t.certificates}
          </TabsTrigger>
          <TabsTrigger value="orders" {...waits('orders')}>
            {t.orders}
          </TabsTrigger>
          <TabsTrigger value="settings" {...waits('settings')}>
            {t.settings}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="info">
          <PersonalInfoTab profile={profile} />
        </TabsContent>
        <TabsContent value="courses">{courses.data ? <MyCoursesList courses={courses.data} certificateCodes={codes} /> : null}</TabsContent>
        <TabsContent value="wishlist">
          <MyWishlistList userId={profile.id} />
        </TabsContent>
        <TabsContent value="certificates">
          {certificates.data ? <MyCertificatesList certificates={certificates.data} learnerName={profile.name} /> : null}
        </TabsContent>
        <TabsContent value="orders">
          <OrdersTab userId={profile.id} />
        </TabsContent>
        <TabsContent value="settings" className="space-y-6">
          <AvatarPicker profile={profile} />
          <ChangeEmailForm currentEmail={session.user.email ?? profile.email ?? ''} pendingEmail={session.user.new_email} />
          <ChangePasswordForm />
          <SignOutEverywhere />
          <AccountInfo profile={profile} />
          <NotificationPreferences userId={profile.id} roles={{ isInstructor, isAdmin: profile.role === 'admin' }} />
          <PrivacySettings session={session} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
