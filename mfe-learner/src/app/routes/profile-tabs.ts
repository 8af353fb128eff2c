/** The profile's tabs (profile-view.tsx), in the order they are listed. */
export const PROFILE_TABS = ['info', 'courses', 'wishlist', 'certificates', 'orders', 'settings'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/**
 * The tab `?tab=` opens: the personal information for none or one the page does not know. One reading for the page
 * and its server render (decision 0076), which draws only some of them.
 */
export function openedProfileTab(params: URLSearchParams): ProfileTab {
  const requested = params.get('tab');
  return PROFILE_TABS.find((tab) => tab === requested) ?? 'info';
}
