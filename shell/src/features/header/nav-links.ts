import { th } from '@shared/messages';

/** Spec §2 header nav: home, courses, and three in-page anchors of the landing page. */
export const NAV_LINKS = [
  { to: '/', label: th.nav.home },
  { to: '/courses', label: th.nav.courses },
  { to: '/#services', label: th.nav.services },
  { to: '/#blog', label: th.nav.blog },
  { to: '/#about', label: th.nav.about },
] as const;
