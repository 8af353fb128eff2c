import { mediaTh } from './media-messages.ts';

/**
 * A small file through storage-js (one request): captions, covers, images, downloads. Loaded on
 * demand, as every page that uploads does (@shared/platform/supabase/storage, decision 0026).
 * Returns the object's path, or throws an Error with a Thai message.
 */
export async function uploadSmallFile(
  bucket: string,
  path: string,
  body: Blob,
  options: { contentType: string; cacheControl?: string; upsert?: boolean },
): Promise<string> {
  const { getStorage } = await import('@shared/platform/supabase/storage');
  const { data, error } = await getStorage()
    .from(bucket)
    .upload(path, body, {
      contentType: options.contentType,
      cacheControl: options.cacheControl ?? '3600',
      upsert: options.upsert ?? false,
    });
  if (error || !data) throw new Error(storageErrorMessage(error?.message ?? ''));
  return data.path;
}

/** The public address of an object in a public bucket (covers, lesson images). */
export async function publicUrlOf(bucket: string, path: string): Promise<string> {
  const { getStorage } = await import('@shared/platform/supabase/storage');
  return getStorage().from(bucket).getPublicUrl(path).data.publicUrl;
}

export function storageErrorMessage(message: string): string {
  if (message.includes('storage_quota_exceeded')) return mediaTh.errors.quota;
  if (/maximum allowed size/i.test(message)) return mediaTh.errors.tooLarge;
  if (/mime type|invalid_mime_type/i.test(message)) return mediaTh.errors.wrongType;
  if (/row-level security|unauthorized/i.test(message)) return mediaTh.errors.denied;
  return mediaTh.errors.generic;
}
