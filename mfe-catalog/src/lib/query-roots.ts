import { catalogKeys, courseProgressKeys } from '@shared/platform/query/cross-app-keys';

/**
 * Root segments of the query keys that more than one feature must invalidate (enrolling changes the
 * catalogue's counts and the learner's progress).
 * Each feature's keys.ts builds on these, so a prefix invalidation reaches every screen.
 */
export const queryRoots = {
  /** mfe-learner's checkout refreshes it after a payment enrols the learner. */
  catalog: catalogKeys.all[0],
  /** The learner's enrolments: mfe-learner's lesson page refreshes them under the same key. */
  myProgress: courseProgressKeys.all[0],
  reviews: 'course-reviews',
  /** รายการโปรด: the hearts and the profile's list (mfe-learner reads the same table under its own key). */
  wishlist: 'wishlist',
} as const;
