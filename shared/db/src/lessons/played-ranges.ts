/**
 * Which stretches of a video the learner has actually played, as sorted, non-overlapping
 * [start, end] pairs in seconds. The browser reports this session's stretches (`video.played`,
 * which a seek does not add to); the server keeps earlier sessions'. "Watched" is decided on
 * their union, so jumping to the end plays a second, not the lesson.
 */
export type PlayedRange = readonly [start: number, end: number];

/** The share of a video that counts as watched (issue 19: at least 90 % played). */
export const WATCHED_SHARE = 0.9;

/** Stretches closer than this are joined (timeupdate granularity, rounding). */
const JOIN_GAP_SECONDS = 0.5;

/** The server keeps at most this many stretches (a check constraint); the shortest go first. */
export const MAX_RANGES = 200;

const round = (seconds: number) => Math.round(seconds * 10) / 10;

export function mergeRanges(ranges: Iterable<PlayedRange>): PlayedRange[] {
  const valid = [...ranges]
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start && end > 0)
    .map(([start, end]): PlayedRange => [Math.max(0, start), end])
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of valid) {
    const last = merged.at(-1);
    if (last && start <= last[1] + JOIN_GAP_SECONDS) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged.map(([start, end]) => [round(start), round(end)]);
}

/** A browser TimeRanges (`video.played`) as plain pairs. */
export function fromTimeRanges(ranges: Pick<TimeRanges, 'length' | 'start' | 'end'>): PlayedRange[] {
  const pairs: PlayedRange[] = [];
  for (let i = 0; i < ranges.length; i += 1) pairs.push([ranges.start(i), ranges.end(i)]);
  return pairs;
}

/** Seconds of the video covered by the ranges (clamped to the video's length). */
export function playedSeconds(ranges: Iterable<PlayedRange>, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return mergeRanges(ranges).reduce((sum, [start, end]) => sum + Math.max(0, Math.min(end, duration) - Math.min(start, duration)), 0);
}

export function hasWatchedEnough(ranges: Iterable<PlayedRange>, duration: number): boolean {
  if (!Number.isFinite(duration) || duration <= 0) return false;
  // A little slack for the last frame, which timeupdate may never report.
  return playedSeconds(ranges, duration) + 0.25 >= duration * WATCHED_SHARE;
}

/** What the server stores: merged, and bounded by keeping the longest stretches. */
export function rangesToStore(ranges: Iterable<PlayedRange>): PlayedRange[] {
  const merged = mergeRanges(ranges);
  if (merged.length <= MAX_RANGES) return merged;
  return [...merged]
    .sort((a, b) => b[1] - b[0] - (a[1] - a[0]))
    .slice(0, MAX_RANGES)
    .sort((a, b) => a[0] - b[0]);
}

/** Where to resume: a saved place, unless it is at the very start or within the last seconds. */
export function resumeAt(position: number, duration: number): number | null {
  if (!Number.isFinite(position) || position < 1) return null;
  if (Number.isFinite(duration) && duration > 0 && position >= duration - 1) return null;
  return position;
}
