import { Link } from '@shared/platform/router';
import { LayoutDashboard, LogOut, Presentation, User } from 'lucide-react';
import { homePathFor } from '@shared/platform/auth/profile';
import type { AuthState } from '@shared/platform/auth';
import { Avatar } from '@shared/ui/avatar';
import { Badge } from '@shared/ui/badge';
import { Button } from '@shared/ui/button';
import { th } from '@shared/messages';
import { cn } from '@shared/ui/cn';
import { appControl } from '@shared/delivery-contract';

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
 * (data-session, set by theme-init.js before the first paint; without script they show). A visitor's page may start
 * its app only at the first interaction (decision 0040), and must offer sign-in until then. With a session, what a
 * member's menu offers without the app instead: profile and dashboard (links, which work as documents) and logout,
 * which waits for the app (an app control: a press starts a page that waits, and is answered once the live menu is
 * there). A member's page the server rendered for them waits for the first interaction too (decision 0073), so
 * this is what its header shows until then; the name and avatar come with the app.
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

  if (auth.status === 'loading') {
    return (
      <>
        {signedOutLinks('[html[data-session]_&]:hidden')}
        <MemberLinksBeforeApp layout={layout} />
      </>
    );
  }
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
        {...appControl(LOGOUT_CONTROL, true)}
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

/**
 * Both layouts' logout buttons share the key: a press on either (the painted phone menu's, the desktop row's) is
 * the same request, answered by whichever live one the gate finds first.
 */
const LOGOUT_CONTROL = 'logout';

/** The member's menu before the app knows who they are: shown only when the browser holds a session (data-session). */
function MemberLinksBeforeApp({ layout }: { layout: Props['layout'] }) {
  return (
    <div className={cn('hidden gap-2 [html[data-session]_&]:flex', layout === 'row' ? 'items-center' : 'flex-col items-stretch')}>
      <Button variant="ghost" size="sm" asChild>
        <Link to="/profile">
          <User aria-hidden="true" />
          {th.nav.profile}
        </Link>
      </Button>
      <Button variant="ghost" size="sm" asChild>
        <Link to="/dashboard">
          <LayoutDashboard aria-hidden="true" />
          {th.nav.dashboard}
        </Link>
      </Button>
      {/* Disabled without script (nothing could sign out); the paint-first gate enables it. */}
      <Button variant="outline" size="sm" disabled {...appControl(LOGOUT_CONTROL, false)}>
        <LogOut aria-hidden="true" />
        {th.nav.logout}
      </Button>
    </div>
  );
}
