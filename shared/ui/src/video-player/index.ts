/**
 * The site's one video player (issue 31: the lesson page and the course page's free preview play the same
 * way): the native <video> with speed, captions, keyboard shortcuts, resume. Presentational: what it plays and
 * where a learner's place is saved come in through props (@shared/lesson-video reads them). One entry, so a page
 * without a video never downloads it (shell/vite.config.ts keeps it out of the first-render chunks).
 */
export { VideoPlayer, type VideoPlayerProps } from './video-player.tsx';
export { VideoUnavailable } from './video-unavailable.tsx';
export { HEARTBEAT_EVERY_MS, SAVE_EVERY_MS } from './use-watch-progress.ts';
