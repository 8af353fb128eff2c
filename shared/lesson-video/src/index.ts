/**
 * A lesson's video as the lesson page and the course page's free preview play it (issue 31): the kit's player
 * (@shared/ui/video-player, presentational) fed with what any viewer needs, read once for both remotes: the
 * lesson's content (get_lesson), the URL the video plays (signed when it is in Storage) and its caption tracks.
 * Its own package because the kit holds no data reads (issue 28); one entry, so a page without a video never
 * downloads it.
 */
export { LessonVideoPlayer } from './lesson-video-player.tsx';
export {
  getLessonCaptions,
  getVideoSource,
  lessonCaptionsQueryOptions,
  lessonContentQueryOptions,
  useLessonCaptions,
  useLessonContent,
  useVideoSource,
  videoSourceQueryOptions,
} from './lesson-media-queries.ts';
