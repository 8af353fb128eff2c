import { useMutation } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { refreshProfile } from '@shared/platform/auth';
import { assertOk, unwrap } from '@shared/db/answer';

export const AVATAR_BUCKET = 'avatars';

/** `<uid>/avatar`: one file per member, in the folder the bucket's policies give them. */
export function avatarObjectPath(userId: string): string {
  return `${userId}/avatar`;
}

/**
 * Uploads the cropped picture over the member's avatar, then points users.avatar_url at its
 * public URL. The `v` parameter changes with every upload, so browsers and CDNs that cached the
 * previous picture under the same name fetch the new one. Storage is imported on demand: only
 * the member who changes their picture downloads its client. Returns the new URL.
 */
export async function uploadAvatar({ userId, image }: { userId: string; image: Blob }): Promise<string> {
  z.uuid().parse(userId);
  const { getStorage } = await import('@shared/platform/supabase/storage');
  const bucket = getStorage().from(AVATAR_BUCKET);
  const path = avatarObjectPath(userId);
  assertOk(await bucket.upload(path, image, { contentType: image.type, upsert: true, cacheControl: '3600' }));
  const url = `${bucket.getPublicUrl(path).data.publicUrl}?v=${Date.now()}`;
  // .single(): an update RLS let through to no row is an error too, not a silent success.
  unwrap(await getSupabase().from('users').update({ avatar_url: url }).eq('id', userId).select('avatar_url').single());
  // The header and the profile read the picture from the auth bus: re-read the row there.
  await refreshProfile().catch(() => null);
  return url;
}

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar });
}
