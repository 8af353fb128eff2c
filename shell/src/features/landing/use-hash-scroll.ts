import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from '@shared/platform/router';
import { followHashTarget, scrollToHash } from '../../lib/scroll-to-hash.ts';

/**
 * The header's #services / #blog / #about links change the URL through the
 * router (pushState), which never scrolls. Scroll on every navigation that
 * carries a hash, including a second click on the same link (a new key); a
 * plain link to "/" (the logo, "home") goes back to the top.
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (hash === '') {
      // Back/forward keeps the browser's own scroll position.
      if (navigationType === NavigationType.Push) window.scrollTo({ top: 0 });
      return;
    }
    // One frame later: on arrival from another route the sections have only just mounted. Sections above that
    // load their content later (the course shelves) must not push the target away meanwhile.
    let stopFollowing = () => {};
    const frame = requestAnimationFrame(() => {
      if (scrollToHash(hash)) stopFollowing = followHashTarget(hash);
    });
    return () => {
      cancelAnimationFrame(frame);
      stopFollowing();
    };
  }, [hash, key, navigationType]);
}
