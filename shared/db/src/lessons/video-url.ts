/**
 * Where a lesson's video lives (lesson_contents.video_url): an https:// URL, a path on this site
 * (the seed's /media clips), or `storage:<lesson_id>/<file>`, an object in the private
 * `lesson-videos` bucket that needs a signed URL (@shared/lesson-video).
 */
export const LESSON_VIDEO_BUCKET = 'lesson-videos';
const STORAGE_PREFIX = 'storage:';

export type VideoLocation = { kind: 'direct'; url: string } | { kind: 'storage'; path: string };

export function videoLocation(videoUrl: string): VideoLocation {
  if (videoUrl.startsWith(STORAGE_PREFIX)) return { kind: 'storage', path: videoUrl.slice(STORAGE_PREFIX.length) };
  return { kind: 'direct', url: videoUrl };
}
