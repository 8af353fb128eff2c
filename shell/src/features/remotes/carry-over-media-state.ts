import { PLAYED_BEFORE_APP } from '@shared/delivery-contract';

/*
 * A painted page's video may have played before the app (decision 0075: its native controls, and the player's
 * keys through the paint-first gate). When the live page replaces the painted one, its player is a new
 * <video>: this hands it what the painted one was doing, matched by id, so nothing is lost: the position, the
 * playing state, the sound, the focus, and the stretches played (PLAYED_BEFORE_APP), which the live player
 * counts as watched. The painted video is paused as it leaves (a video out of the document stops anyway).
 */

/** How long the live video may take to appear (a page still drawing a skeleton) before the hand-over is dropped. */
export const LIVE_VIDEO_WAITS_MS = 10_000;

interface PaintedPlayback {
  id: string;
  time: number;
  playing: boolean;
  muted: boolean;
  volume: number;
  played: [number, number][];
  focused: boolean;
}

function playbackOf(video: HTMLVideoElement, focused: Element | null): PaintedPlayback | null {
  const touched = video.played.length > 0 || video.currentTime > 0 || !video.paused || video.muted;
  if (!touched) return null;
  const played: [number, number][] = [];
  for (let i = 0; i < video.played.length; i++) played.push([video.played.start(i), video.played.end(i)]);
  return {
    id: video.id,
    time: video.currentTime,
    playing: !video.paused && !video.ended,
    muted: video.muted,
    volume: video.volume,
    played,
    focused: focused === video,
  };
}

function handOver(live: HTMLVideoElement, playback: PaintedPlayback): void {
  if (playback.played.length > 0) live.setAttribute(PLAYED_BEFORE_APP, JSON.stringify(playback.played));
  live.muted = playback.muted;
  live.volume = playback.volume;
  // Before its metadata, this is where the video will start.
  live.currentTime = playback.time;
  if (playback.playing) void live.play().catch(() => undefined);
  const active = document.activeElement;
  if (playback.focused && (active === null || active === document.body)) live.focus({ preventScroll: true });
}

/** The element `selector` in `root`, now or once it appears, or null after `timeoutMs`. */
function whenPresent<T extends Element>(root: ParentNode & Node, selector: string, timeoutMs: number): Promise<T | null> {
  return new Promise((resolve) => {
    const now = root.querySelector<T>(selector);
    if (now) return resolve(now);
    const observer = new MutationObserver(() => {
      const found = root.querySelector<T>(selector);
      if (found) done(found);
    });
    const timer = setTimeout(() => done(null), timeoutMs);
    const done = (found: T | null) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(found);
    };
    observer.observe(root, { subtree: true, childList: true });
  });
}

/**
 * Hands each played video of the painted page `from` over to the live page's video with its id in `to`;
 * `focused`: what had the focus in the painted page (it has left the document by now).
 */
export function carryOverMediaState(
  from: ParentNode,
  to: ParentNode & Node,
  focused: Element | null,
  timeoutMs = LIVE_VIDEO_WAITS_MS,
): Promise<void> {
  const handovers = [...from.querySelectorAll<HTMLVideoElement>('video[id]')].flatMap((painted) => {
    const playback = playbackOf(painted, focused);
    if (!playback) return [];
    painted.pause();
    return [
      whenPresent<HTMLVideoElement>(to, `video#${CSS.escape(playback.id)}`, timeoutMs).then((live) => {
        if (live) handOver(live, playback);
      }),
    ];
  });
  return Promise.all(handovers).then(() => undefined);
}
