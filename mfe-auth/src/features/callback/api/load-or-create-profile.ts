import type { User } from '@supabase/supabase-js';
import { getSupabase } from '@shared/platform/supabase';
import { levelToNumber } from '@shared/platform/auth/profile';
import type { Profile } from '@shared/platform/auth';

export class ProfileLoadError extends Error {
  constructor(cause: unknown) {
    super('Profile could not be loaded', { cause });
    this.name = 'ProfileLoadError';
  }
}

export class ProfileCreateError extends Error {
  constructor(cause: unknown) {
    super('Profile could not be created', { cause });
    this.name = 'ProfileCreateError';
  }
}

export interface NewProfileRow {
  id: string;
  email: string;
  name: string;
  avatar_url: string | null;
  role: 'user';
  level: number;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * Spec §4: name from metadata full name, else name, else the e-mail prefix;
 * avatar from avatar_url or picture; role user; level from metadata (1–4).
 * Lengths follow the table's checks so a long provider name cannot fail the insert.
 */
export function profileRowFromUser(user: Pick<User, 'id' | 'email' | 'user_metadata'>): NewProfileRow {
  const meta: Record<string, unknown> = user.user_metadata ?? {};
  const email = user.email ?? '';
  const name = text(meta.full_name) ?? text(meta.name) ?? email.split('@')[0] ?? '';
  const avatar = text(meta.avatar_url) ?? text(meta.picture);
  return {
    id: user.id,
    email,
    name: name.slice(0, 200),
    avatar_url: avatar && avatar.length <= 2048 ? avatar : null,
    role: 'user',
    level: levelToNumber(meta.level),
  };
}

/** Loads the users row by id; PGRST116 (no row) → insert it. */
export async function loadOrCreateProfile(user: User): Promise<{ profile: Profile; created: boolean }> {
  const users = () => getSupabase().from('users');
  const { data, error } = await users().select('*').eq('id', user.id).single<Profile>();
  if (!error) return { profile: data, created: false };
  if (error.code !== 'PGRST116') throw new ProfileLoadError(error);
  const inserted = await users().insert(profileRowFromUser(user)).select('*').single<Profile>();
  if (!inserted.error) return { profile: inserted.data, created: true };
  // The sign-up trigger can win the race; its row is as good as ours.
  if (inserted.error.code === '23505') {
    const again = await users().select('*').eq('id', user.id).single<Profile>();
    if (!again.error) return { profile: again.data, created: false };
  }
  throw new ProfileCreateError(inserted.error);
}
