import { learnerTh } from '../../../config/messages.ts';

/** The `avatars` bucket's limit (supabase/migrations/20261124010200_avatars_bucket.sql); the server refuses more too. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** What the picker offers; the browser re-draws the crop, so the upload is WebP or PNG whatever was chosen. */
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

export type AvatarFileCheck = { ok: true } | { ok: false; message: string };

/** Refuses, in Thai and before anything is read, a file that is not an image or is over 2 MB. */
export function checkAvatarFile(file: File): AvatarFileCheck {
  const t = learnerTh.avatar;
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return { ok: false, message: t.notImage };
  if (file.size > AVATAR_MAX_BYTES) return { ok: false, message: t.tooLarge };
  return { ok: true };
}
