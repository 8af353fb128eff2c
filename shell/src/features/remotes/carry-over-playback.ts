/*
 * A lesson's page rendered by the server waits for its app (decision 0079) with the browser's own video player
 * in it: a learner may press play there before the app is live. When the live page replaces that render, its
 * player is a new <video>; without this, the video the learner was watching would stop and the live one start
 * from its beginning. Matched by id, as carry-over-form-state.ts matches fields.
 */

/** Where a video starts by itself: its media fragment's time (`…#t=42`, the learner's saved place), else 0. */
function startsAt(video: HTMLVideoElement): number {
  const fragment = /#t=([\d.]+)/.exec(video.getAttribute('src') ?? '');
  return fragment ? Number(fragment[1]) : 0;
}

/**
 * Whether the learner did something with the painted video: it plays, was played, or was moved from where it starts
 * by itself. Left where it started (the saved place), the live player resumes there by itself, with its notice.
 */
const touched = (video: HTMLVideoElement) =>
  !video.paused || video.played.length > 0 || Math.abs(video.currentTime - startsAt(video)) > 0.05;

/** Hands each video the learner started in `from` to the live video with its id in `to`: same place, same sound, still playing. */
export function carryOverPlayback(from: ParentNode, to: ParentNode): void {
  for (const painted of from.querySelectorAll('video[id]')) {
    if (!(painted instanceof HTMLVideoElement) || !touched(painted)) continue;
    const live = to.querySelector(`#${CSS.escape(painted.id)}`);
    if (!(live instanceof HTMLVideoElement)) continue;
    const playing = !painted.paused;
    // The painted one is leaving the page: it would pause itself, a moment after the live one started.
    painted.pause();
    live.currentTime = painted.currentTime;
    live.muted = painted.muted;
    live.volume = painted.volume;
    // The learner's press on play allowed this page to play sound; a browser that still refuses leaves it paused.
    if (playing) void live.play().catch(() => undefined);
  }
}
