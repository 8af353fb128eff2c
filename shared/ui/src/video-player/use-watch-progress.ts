import { useEffect, useRef, type RefObject } from 'react';
import { fromTimeRanges, hasWatchedEnough, mergeRanges, type PlayedRange, type SaveWatchPositionInput } from '@shared/db/lessons';

/** While playing, the place is saved at most this often; pausing, ending and leaving save at once. */
export const SAVE_EVERY_MS = 10_000;
/** While playing, the server hears a heartbeat this often (it credits watch time by its own clock). */
export const HEARTBEAT_EVERY_MS = 5_000;

type Options = {
  lessonId: number;
  /** Signed in: the place is saved. Visitors' places are not. */
  saving: boolean;
  /** Stretches played in earlier sessions (from the server). */
  earlier: readonly PlayedRange[];
  save: (input: SaveWatchPositionInput) => void;
  /** Called once, when the stretches played reach 90 % of the video. */
  onWatched?: () => void;
  /** The position, on play, pause, end and every HEARTBEAT_EVERY_MS while playing (signed in only). */
  heartbeat?: (position: number) => void;
};

/**
 * Follows a <video>: saves the learner's place (throttled while playing, at once on pause, end,
 * tab hidden, page leave and unmount) and reports "watched" from the time actually played.
 */
export function useWatchProgress(videoRef: RefObject<HTMLVideoElement | null>, options: Options) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let lastSavedAt = Date.now();
    let lastBeatAt = 0;
    let lastSaved = '';
    let watchedReported = false;

    const played = () => mergeRanges([...latest.current.earlier, ...fromTimeRanges(video.played)]);
    const saveNow = () => {
      const { saving, save, lessonId } = latest.current;
      if (!saving || !Number.isFinite(video.duration) || video.duration <= 0) return;
      const input = { lessonId, position: video.currentTime, duration: video.duration, played: played() };
      const fingerprint = JSON.stringify([Math.round(input.position), input.played]);
      if (fingerprint === lastSaved) return;
      lastSaved = fingerprint;
      lastSavedAt = Date.now();
      save(input);
    };
    const beat = () => {
      if (!latest.current.saving) return;
      lastBeatAt = Date.now();
      latest.current.heartbeat?.(video.currentTime);
    };
    const onTimeUpdate = () => {
      if (!watchedReported && hasWatchedEnough(played(), video.duration)) {
        watchedReported = true;
        latest.current.onWatched?.();
      }
      if (!video.paused && Date.now() - lastSavedAt >= SAVE_EVERY_MS) saveNow();
      if (!video.paused && Date.now() - lastBeatAt >= HEARTBEAT_EVERY_MS) beat();
    };
    const onPauseOrEnd = () => {
      beat();
      saveNow();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') saveNow();
    };

    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('play', beat);
    video.addEventListener('pause', onPauseOrEnd);
    video.addEventListener('ended', onPauseOrEnd);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', saveNow);
    return () => {
      saveNow();
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('play', beat);
      video.removeEventListener('pause', onPauseOrEnd);
      video.removeEventListener('ended', onPauseOrEnd);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', saveNow);
    };
  }, [videoRef]);
}
