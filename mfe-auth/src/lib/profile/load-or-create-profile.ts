import type { User } from '@supabase/supabase-js';
import type { TablesInsert } from '@shared/db';
import { fetchProfile, insertProfile, levelToNumber } from '@shared/platform/auth/profile';
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

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * Spec §4: name from metadata full name, else name, else the e-mail prefix;
 * avatar from avatar_url or picture; role user; level from metadata (1–4).
 * Lengths follow the table's checks so a long provider name cannot fail the insert.
 */
export function profileRowFromUser(user: Pick<User, 'id' | 'email' | 'user_metadata'>): TablesInsert<'users'> {
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

/** The sign-up trigger, or another tab, got there first: its row is as good as ours. */
const isDuplicate = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/**
 * Reads the users row, and creates it when there is none (the same reads and mapper as the auth bus,
 * @shared/platform/auth/profile). Used after third-party sign-in and after sign-up.
 */
export async function loadOrCreateProfile(row: TablesInsert<'users'> & { id: string }): Promise<{ profile: Profile; created: boolean }> {
  const existing = await fetchProfile(row.id).catch((error: unknown) => {
    throw new ProfileLoadError(error);
  });
  if (existing) return { profile: existing, created: false };
  try {
    return { profile: await insertProfile(row), created: true };
  } catch (error) {
    const again = isDuplicate(error) ? await fetchProfile(row.id).catch(() => null) : null;
    if (again) return { profile: again, created: false };
    throw new ProfileCreateError(error);
  }
}
