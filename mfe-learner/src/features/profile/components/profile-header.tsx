import { Mail, Star } from 'lucide-react';
import type { Profile } from '@shared/platform/auth/react';
import { Avatar } from '@shared/ui/avatar';
import { formatNumber } from '@shared/messages/format';
import { LevelBadge } from '@shared/ui/level-badge';
import { learnerTh } from '../../../config/messages.ts';

/** Spec §2 /profile header: initials avatar, name, e-mail, level badge, points. */
export function ProfileHeader({ profile }: { profile: Profile }) {
  return (
    <header className="flex flex-col items-center gap-5 rounded-xl border bg-card p-6 sm:flex-row">
      <Avatar name={profile.name} src={profile.avatar_url} className="size-20 text-2xl [&_span]:text-2xl" />
      <div className="flex-1 space-y-2 text-center sm:text-left">
        <h1 className="text-2xl font-bold" data-testid="profile-name">
          {profile.name}
        </h1>
        <p className="flex items-center justify-center gap-2 text-muted-foreground sm:justify-start">
          <Mail aria-hidden="true" className="size-4" />
          {profile.email}
        </p>
        <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
          <LevelBadge level={profile.level} />
          <span className="inline-flex items-center gap-1 text-sm font-medium text-amber-700 dark:text-amber-400">
            <Star aria-hidden="true" className="size-4" />
            {learnerTh.profile.points(formatNumber(profile.points))}
          </span>
        </div>
      </div>
    </header>
  );
}
