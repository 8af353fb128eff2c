import type { AuthChangeEvent, Session } from '@supabase/supabase-js';

/** A row of public.users, as the server returns it (docs/data-model.md). */
export interface Profile {
  id: string;
  email: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  role: 'user' | 'admin';
  level: number;
  phone: string | null;
  address: string | null;
  bio: string | null;
  website: string | null;
  linkedin: string | null;
  github: string | null;
  points: number;
  status: 'active' | 'inactive';
  created_at: string;
  updated_at: string;
}

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
