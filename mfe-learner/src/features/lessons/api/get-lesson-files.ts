import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { useSignedInUserId } from '@shared/platform/auth/react';
import { lessonIdSchema } from '../../../lib/route-ids.ts';
import { lessonKeys } from './keys.ts';
import { unwrap } from '@shared/db/answer';

/**
 * A lesson's downloadable files (lesson_files, decision 0060). RLS shows them only to enrolled
 * learners, the course's instructor and admins: anyone else gets an empty list, and the page
 * shows nothing. A visitor is never asked (the table is members-only).
 */
export async function getLessonFiles(lessonId: number) {
  const id = lessonIdSchema.parse(lessonId);
  return unwrap(
    await getSupabase()
      .from('lesson_files')
      .select('id, object_name, file_name, content_type, size_bytes')
      .eq('lesson_id', id)
      .order('created_at')
      .order('id'),
  );
}
export type LessonFile = Awaited<ReturnType<typeof getLessonFiles>>[number];

/** A visitor is never asked (the table is members-only). */
export const lessonFilesQueryOptions = (lessonId: number, userId: string | null) =>
  queryOptions({ queryKey: lessonKeys.files(lessonId, userId), queryFn: () => getLessonFiles(lessonId), enabled: userId !== null });

export function useLessonFiles(lessonId: number) {
  return useQuery(lessonFilesQueryOptions(lessonId, useSignedInUserId()));
}

const LESSON_FILES_BUCKET = 'lesson-files';
/** Signed when pressed, so a page left open for hours still downloads; a minute is enough to start. */
const SIGNED_URL_SECONDS = 60;

/**
 * A signed URL that downloads the file under its Thai name; Storage signs it only for who may
 * download it. The `download` parameter is added here, not through storage-js's option: that one
 * is percent-encoded twice (URLSearchParams, then encodeURI), so a Thai name would arrive as
 * "%E0%B8…". The signature covers the path only, so the parameter may follow it.
 */
export async function signedDownloadUrl(file: Pick<LessonFile, 'object_name' | 'file_name'>): Promise<string> {
  const { getStorage } = await import('@shared/platform/supabase/storage');
  const data = unwrap(await getStorage().from(LESSON_FILES_BUCKET).createSignedUrl(file.object_name, SIGNED_URL_SECONDS));
  const url = new URL(data.signedUrl);
  url.searchParams.set('download', file.file_name);
  return url.toString();
}

/** Pressing a file's button: sign its URL now and let the browser download it. */
export function useDownloadLessonFile() {
  return useMutation({
    mutationFn: async (file: Pick<LessonFile, 'id' | 'object_name' | 'file_name'>) => window.location.assign(await signedDownloadUrl(file)),
  });
}
