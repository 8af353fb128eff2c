/**
 * The site's one video player (issue 31: the lesson page and the course page's free preview play the same
 * way): the native <video> with speed, captions, keyboard shortcuts, resume, and the reads that play a lesson's
 * video. One entry, so a page without a video never downloads it (shell/vite.config.ts keeps it out of the
 * first-render chunks).
 */
export { LessonVideoPlayer } from './lesson-video-player.tsx';
export { VideoPlayer, type VideoPlayerProps } from './video-player.tsx';
export { VideoUnavailable } from './video-unavailable.tsx';
export { HEARTBEAT_EVERY_MS, SAVE_EVERY_MS } from './use-watch-progress.ts';
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
