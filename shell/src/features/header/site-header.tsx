import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink } from '@shared/platform/router';
import { Code2, Menu, X } from 'lucide-react';
import { useAuth, useIsInstructor } from '@shared/platform/auth/react';
import { Button } from '@shared/ui/button';
import { cn } from '@shared/ui/cn';
import { th } from '@shared/messages';
import { useLive } from '@shared/ui/use-live';
import { NAV_LINKS } from './nav-links.ts';
import { UserMenu } from './user-menu.tsx';
import { useDismissableMenu } from './use-dismissable-menu.ts';
import { useLogout } from '../../lib/use-logout.ts';

/** The phone menu of the painted page, shown by CSS when the URL's fragment names it (`:target`). */
const PAINTED_MENU_ID = 'site-menu';
const MOBILE_NAV_LABEL = 'เมนูหลัก (มือถือ)';

/**
 * The painted menu opened through the URL's #fragment before the app was live (opening it starts
 * the app: decision 0040): the live menu takes over open, and the fragment goes, so a reload or a
 * back step does not open it again.
 */
function useMenuOpenedBeforeLive(hydrated: boolean, setOpen: (open: boolean) => void): void {
  useEffect(() => {
    if (!hydrated || window.location.hash !== `#${PAINTED_MENU_ID}`) return;
    setOpen(true);
    // Not through the router: a navigation would scroll the page the visitor is reading to its top.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }, [hydrated, setOpen]);
}

/** The one header of the site: remotes never render their own. */
/** `themeToggle`: the theme feature's switch, given by the layout that composes the two (features meet in src/app). */
export function SiteHeader({ themeToggle }: { themeToggle: ReactNode }) {
  const auth = useAuth();
  const isInstructor = useIsInstructor();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const hydrated = useLive();
  const close = useCallback(() => setOpen(false), []);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useDismissableMenu(open, close, headerRef, toggleRef);
  useMenuOpenedBeforeLive(hydrated, setOpen);

  const linkClass = (className: string) => cn(className, 'rounded-md px-3 py-2 text-sm font-medium hover:bg-accent');
  // Only pages can be the current page. The landing's section anchors (/#blog) are plain links:
  // as NavLinks they matched "/" (a router ignores the hash), so on the landing page all of
  // them were marked current at once.
  const links = (className: string) =>
    NAV_LINKS.map((link) =>
      link.to.includes('#') ? (
        <Link key={link.to} to={link.to} onClick={close} className={linkClass(className)}>
          {link.label}
        </Link>
      ) : (
        <NavLink
          key={link.to}
          to={link.to}
          end
          onClick={close}
          className={({ isActive }) => cn(linkClass(className), isActive && 'text-primary')}
        >
          {link.label}
        </NavLink>
      ),
    );

  return (
    <header ref={headerRef} className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-primary" onClick={close}>
          <Code2 aria-hidden="true" className="size-6" />
          {th.brand}
        </Link>
        <nav aria-label="เมนูหลัก" className="hidden flex-1 items-center gap-1 lg:flex">
          {links('')}
        </nav>
        <div className="ms-auto flex items-center gap-2 lg:ms-0">
          {themeToggle}
          <div className="hidden lg:block">
            <UserMenu auth={auth} isInstructor={isInstructor} onLogout={logout} layout="row" />
          </div>
          {hydrated ? (
            <Button
              ref={toggleRef}
              variant="ghost"
              size="icon"
              className="lg:hidden"
              aria-expanded={open}
              aria-controls="mobile-menu"
              aria-label={open ? th.nav.closeMenu : th.nav.menu}
              onClick={() => setOpen((v) => !v)}
            >
              {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            </Button>
          ) : (
            // Painted before any script (the landing, the frame of every page): the menu opens through the URL's #fragment.
            <Button asChild variant="ghost" size="icon" className="lg:hidden">
              <a href={`#${PAINTED_MENU_ID}`} aria-label={th.nav.menu}>
                <Menu aria-hidden="true" />
              </a>
            </Button>
          )}
        </div>
      </div>
      {hydrated ? null : (
        <div id={PAINTED_MENU_ID} className="hidden border-t px-4 py-3 target:block lg:hidden">
          <nav aria-label={MOBILE_NAV_LABEL} className="flex flex-col gap-1">
            {links('block')}
          </nav>
          <div className="mt-3 border-t pt-3">
            <UserMenu auth={auth} isInstructor={isInstructor} onLogout={logout} layout="column" />
          </div>
        </div>
      )}
      {open ? (
        <div id="mobile-menu" className="border-t px-4 py-3 lg:hidden">
          <nav aria-label={MOBILE_NAV_LABEL} className="flex flex-col gap-1">
            {links('block')}
          </nav>
          <div className="mt-3 border-t pt-3">
            <UserMenu auth={auth} isInstructor={isInstructor} onLogout={logout} layout="column" onNavigate={close} />
          </div>
        </div>
      ) : null}
    </header>
  );
}
