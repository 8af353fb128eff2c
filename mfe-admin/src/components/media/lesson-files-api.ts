import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { assertOk, unwrap } from '@shared/db/answer';
import { MEDIA_BUCKETS } from './media-paths.ts';
import { mediaTh } from './media-messages.ts';

/** The files a lesson offers for download (lesson_files, decision 0060), oldest first. */
export async function listLessonFiles(lessonId: number) {
  return unwrap(
    await getSupabase()
      .from('lesson_files')
      .select('id, object_name, file_name, content_type, size_bytes')
      .eq('lesson_id', lessonId)
      .order('created_at')
      .order('id'),
  );
}
export type LessonFileRow = Awaited<ReturnType<typeof listLessonFiles>>[number];

/** A lesson's files as the editor lists them (a prefix of the learner's per-member key, so a change here refreshes both). */
export const lessonFileKeys = {
  list: (lessonId: number) => ['lesson-files', lessonId] as const,
};

export const lessonFilesQuery = (lessonId: number) =>
  queryOptions({ queryKey: lessonFileKeys.list(lessonId), queryFn: () => listLessonFiles(lessonId) });

/** Lists an uploaded object under the lesson; the database reads its size and type from the object. */
export async function listUploadedFile(lessonId: number, objectName: string, fileName: string): Promise<void> {
  assertOk(await getSupabase().from('lesson_files').insert({ lesson_id: lessonId, object_name: objectName, file_name: fileName }));
}

/**
 * Row first, then the bytes: learners stop seeing it at once, and an object left behind by a
 * failed second step is an orphan the clean-up job removes a day later.
 */
export async function removeLessonFile(file: Pick<LessonFileRow, 'id' | 'object_name'>): Promise<void> {
  assertOk(await getSupabase().from('lesson_files').delete().eq('id', file.id));
  const { getStorage } = await import('@shared/platform/supabase/storage');
  assertOk(await getStorage().from(MEDIA_BUCKETS.file).remove([file.object_name]));
}

/** Lists an uploaded file; a failure is the Thai reason the upload shows (the object is an orphan the clean-up removes). */
export function useListUploadedFile(lessonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ path, name }: { path: string; name: string }) => {
      try {
        await listUploadedFile(lessonId, path, name);
      } catch {
        throw new Error(mediaTh.files.listFailed);
      }
    },
    onSuccess: () => client.invalidateQueries({ queryKey: lessonFileKeys.list(lessonId) }),
  });
}

export function useRemoveLessonFile(lessonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeLessonFile,
    onSettled: () => client.invalidateQueries({ queryKey: lessonFileKeys.list(lessonId) }),
  });
}
