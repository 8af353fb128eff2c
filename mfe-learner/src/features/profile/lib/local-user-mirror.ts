import type { Profile } from '@shared/platform/auth/react';

/**
 * Spec §3: profile edits are merged back into the local-storage `user` object.
 * A compatibility mirror only: nothing in the site reads it to decide anything.
 */
export function mergeLocalUser(profile: Pick<Profile, 'first_name' | 'last_name' | 'email'>, storage: Storage = window.localStorage): void {
  try {
    const raw = storage.getItem('user');
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    const previous = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : {};
    storage.setItem(
      'user',
      JSON.stringify({ ...previous, firstName: profile.first_name ?? '', lastName: profile.last_name ?? '', email: profile.email ?? '' }),
    );
  } catch {
    /* storage full or blocked: the mirror is optional */
  }
}
