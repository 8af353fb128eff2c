import { Link } from '@shared/platform/router';
import { LayoutDashboard, LogOut, Presentation, User } from 'lucide-react';
import { homePathFor } from '@shared/platform/auth/profile';
import type { AuthState } from '@shared/platform/auth';
import { Avatar } from '@shared/ui/avatar';
import { Badge } from '@shared/ui/badge';
import { Button } from '@shared/ui/button';
import { th } from '@shared/messages';
import { cn } from '@shared/ui/cn';

type Props = {
  auth: AuthState;
  /** The member teaches (useIsInstructor): the studio link shows. */
  isInstructor?: boolean;
  onLogout: () => void;
  onNavigate?: () => void;
  layout: 'row' | 'column';
};

/**
 * Signed in: avatar, greeting, Admin badge, profile, dashboard (admins → /admin), the studio for instructors, logout.
 * Signed out: login and register.
 * Not known yet (the painted page; the app's first moments): login and register, unless the browser holds a session
 * (data-session, set by theme-init.js before the first paint; without script they show), then an empty space of
 * their size. A visitor's page may start its app only at the first interaction (decision 0040), and must offer
 * sign-in until then.
 */
export function UserMenu({ auth, isInstructor = false, onLogout, onNavigate, layout }: Props) {
  const container = layout === 'row' ? 'flex items-center gap-2' : 'flex flex-col items-stretch gap-2';
  const signedOutLinks = (className: string) => (
    <div className={cn(container, className)}>
      <Button variant="ghost" asChild>
        <Link to="/login" onClick={onNavigate}>
          {th.nav.login}
        </Link>
      </Button>
      <Button asChild>
        <Link to="/register" onClick={onNavigate}>
          {th.nav.register}
        </Link>
      </Button>
    </div>
  );

  if (auth.status === 'loading') return signedOutLinks('[html[data-session]_&]:invisible');
  if (auth.status === 'signedOut') return signedOutLinks('');

  const profile = auth.profile;
  const name = profile?.name || auth.session?.user.email?.split('@')[0] || '';
  return (
    <div className={container}>
      <div className="flex items-center gap-2">
        <Avatar name={name} src={profile?.avatar_url} />
        <span className="max-w-40 truncate text-sm" data-testid="greeting">
          {th.nav.greeting(name)}
        </span>
        {profile?.role === 'admin' ? <Badge>{th.nav.adminBadge}</Badge> : null}
      </div>
      <Button variant="ghost" size="sm" asChild>
        <Link to="/profile" onClick={onNavigate}>
          <User aria-hidden="true" />
          {th.nav.profile}
        </Link>
      </Button>
      <Button variant="ghost" size="sm" asChild>
        <Link to={homePathFor(profile)} onClick={onNavigate}>
          <LayoutDashboard aria-hidden="true" />
          {th.nav.dashboard}
        </Link>
      </Button>
      {isInstructor ? (
        <Button variant="ghost" size="sm" asChild>
          <Link to="/studio" onClick={onNavigate}>
            <Presentation aria-hidden="true" />
            {th.nav.studio}
          </Link>
        </Button>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          onNavigate?.();
          onLogout();
        }}
      >
        <LogOut aria-hidden="true" />
        {th.nav.logout}
      </Button>
    </div>
  );
}
