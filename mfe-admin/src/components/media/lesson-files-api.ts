import { getSupabase } from '@shared/platform/supabase';
import { assertOk, unwrap } from '@shared/db/answer';
import { MEDIA_BUCKETS } from './media-paths.ts';

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

export const lessonFilesKey = (lessonId: number) => ['lesson-files', lessonId] as const;

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
