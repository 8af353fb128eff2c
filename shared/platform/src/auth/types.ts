import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import type { Tables } from '@shared/db';
import type { UserRole, UserStatus } from '@shared/db/users';

/**
 * A row of public.users as the site shows it: the generated row, with its checked text columns narrowed
 * (toProfile, ./profile.ts). `email` is null for an account whose provider gave none.
 */
export type Profile = Omit<Tables<'users'>, 'role' | 'status'> & { role: UserRole; status: UserStatus };

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  session: Session | null;
  /** null while loading, when signed out, or when the row could not be read yet. */
  profile: Profile | null;
  /**
   * The users row could not be read (network or server failure, after retries): a page waiting
   * for it shows a Thai error with a retry (retryProfileRead) instead of waiting forever.
   */
  profileFailed?: boolean;
  /** Why it failed was the backend out of reach (refused, or hung past the request timeout): the shell reads it again once the backend answers. */
  profileUnreachable?: boolean;
}

/**
 * The auth events of spec §4 (initial session, signed in, signed out, token
 * refreshed, user updated, password recovery, MFA challenge verified), as
 * supabase-js names them.
 */
export type AuthEventName = AuthChangeEvent;

export interface AuthEvent {
  event: AuthEventName;
  session: Session | null;
}
