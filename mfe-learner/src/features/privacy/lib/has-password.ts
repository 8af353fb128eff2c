import type { User } from '@supabase/supabase-js';

/**
 * Whether the account signs in with a password (GoTrue lists 'email' among its providers). A
 * Google-only account has none, so it confirms its deletion with a typed phrase instead.
 */
export function hasPassword(user: Pick<User, 'app_metadata'>): boolean {
  const providers: unknown = user.app_metadata['providers'];
  if (Array.isArray(providers)) return providers.includes('email');
  return user.app_metadata.provider === 'email';
}
