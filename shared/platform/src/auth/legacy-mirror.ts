import type { AuthState } from './types.ts';
import { levelToName } from './profile.ts';

/**
 * The earlier version kept login markers in localStorage (spec §3). Some
 * bookmarklets and support scripts still read them, so they are mirrored from
 * the auth state. Nothing in this site DECIDES anything from them: guards read
 * the auth bus and the database enforces permissions.
 */
const KEYS = ['isLoggedIn', 'userName', 'userEmail', 'userLevel', 'userRole', 'user'] as const;

export function mirrorLegacyMarkers(state: AuthState, storage: Storage = window.localStorage): void {
  try {
    if (state.status === 'signedOut') {
      KEYS.forEach((k) => storage.removeItem(k));
      return;
    }
    const profile = state.profile;
    if (state.status !== 'signedIn' || !profile) return;
    storage.setItem('isLoggedIn', 'true');
    storage.setItem('userName', profile.name);
    storage.setItem('userEmail', profile.email ?? '');
    storage.setItem('userLevel', levelToName(profile.level));
    storage.setItem('userRole', profile.role);
    storage.setItem(
      'user',
      JSON.stringify({ firstName: profile.first_name ?? '', lastName: profile.last_name ?? '', email: profile.email ?? '' }),
    );
  } catch {
    /* storage unavailable: the mirror is optional */
  }
}
