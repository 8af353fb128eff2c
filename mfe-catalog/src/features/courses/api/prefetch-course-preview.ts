import type { QueryClient } from '@tanstack/react-query';
import { firstPreviewLesson, type CurriculumModule } from '@shared/db/lessons';
import { lessonCaptionsQueryOptions, lessonContentQueryOptions } from '@shared/lesson-video';

/**
 * For the server's render of a course's page (which works before the app starts, decision 0031): the preview
 * lesson's content and caption tracks as a visitor reads them, so the page arrives with its preview's <video>
 * (native controls play it without script) instead of a skeleton that only the started app would fill. A read
 * that fails leaves nothing behind: the page is then drawn without its preview's answers rather than not at all,
 * and the app reads them again when it starts.
 */
export async function prefetchCoursePreview(queryClient: QueryClient, curriculum: readonly CurriculumModule[]): Promise<void> {
  const preview = firstPreviewLesson(curriculum);
  if (preview?.type !== 'video') return;
  const reads = [lessonContentQueryOptions(preview.id, null), lessonCaptionsQueryOptions(preview.id, null)] as const;
  const ignore = () => undefined;
  await Promise.all([queryClient.query(reads[0]).catch(ignore), queryClient.query(reads[1]).catch(ignore)]);
  for (const { queryKey } of reads) {
    if (queryClient.getQueryState(queryKey)?.status === 'error') queryClient.removeQueries({ queryKey, exact: true });
  }
}
