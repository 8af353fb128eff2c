import { afterEach, describe, expect, it, vi } from 'vitest';
import { carryOverPlayback } from './carry-over-playback.ts';

/*
 * jsdom has no media playback: each video here is given the state a browser's would have (where it is, whether it
 * plays, what was played) and a play() and pause() that record what the hand-over asked for.
 */
type Media = { currentTime: number; paused: boolean; playedRanges: number; muted?: boolean; volume?: number };

function video(id: string, state: Media, src = '/media/clip.mp4'): HTMLVideoElement {
  const element = document.createElement('video');
  element.id = id;
  element.setAttribute('src', src);
  let { currentTime, paused } = state;
  Object.defineProperties(element, {
    currentTime: { get: () => currentTime, set: (value: number) => (currentTime = value), configurable: true },
    paused: { get: () => paused, configurable: true },
    played: { get: () => ({ length: state.playedRanges }), configurable: true },
  });
  element.muted = state.muted ?? false;
  element.volume = state.volume ?? 1;
  element.play = vi.fn(() => {
    paused = false;
    return Promise.resolve();
  });
  element.pause = vi.fn(() => {
    paused = true;
  });
  return element;
}

const area = (...children: Element[]) => {
  const element = document.createElement('div');
  element.append(...children);
  return element;
};

afterEach(() => document.body.replaceChildren());

describe('carryOverPlayback', () => {
  it('goes on playing a video started on the painted page in the live player, where it was, as loud as it was', () => {
    const painted = video('lesson-video-31', { currentTime: 12.5, paused: false, playedRanges: 1, muted: true, volume: 0.4 });
    const live = video('lesson-video-31', { currentTime: 0, paused: true, playedRanges: 0 });
    carryOverPlayback(area(painted), area(live));
    expect(painted.pause).toHaveBeenCalledOnce();
    expect(live.currentTime).toBe(12.5);
    expect(live.muted).toBe(true);
    expect(live.volume).toBe(0.4);
    expect(live.play).toHaveBeenCalledOnce();
  });

  it('moves the live player to where the learner moved the painted video without playing it', () => {
    const painted = video('lesson-video-31', { currentTime: 20, paused: true, playedRanges: 0 }, '/media/clip.mp4#t=3');
    const live = video('lesson-video-31', { currentTime: 0, paused: true, playedRanges: 0 });
    carryOverPlayback(area(painted), area(live));
    expect(live.currentTime).toBe(20);
    expect(live.play).not.toHaveBeenCalled();
  });

  it('keeps a video paused where the learner paused it', () => {
    const painted = video('lesson-video-31', { currentTime: 40, paused: true, playedRanges: 1 });
    const live = video('lesson-video-31', { currentTime: 0, paused: true, playedRanges: 0 });
    carryOverPlayback(area(painted), area(live));
    expect(live.currentTime).toBe(40);
    expect(live.play).not.toHaveBeenCalled();
  });

  it('leaves the live player alone for a video nobody started (it resumes from the saved place itself), or another video', () => {
    // Painted at the saved place (its media fragment), never played.
    const untouched = video('lesson-video-31', { currentTime: 3, paused: true, playedRanges: 0 }, '/media/clip.mp4#t=3');
    const live = video('lesson-video-31', { currentTime: 0, paused: true, playedRanges: 0 });
    carryOverPlayback(area(untouched), area(live));
    expect(live.play).not.toHaveBeenCalled();
    expect(live.currentTime).toBe(0);

    const other = video('lesson-video-32', { currentTime: 0, paused: true, playedRanges: 0 });
    carryOverPlayback(area(video('lesson-video-31', { currentTime: 9, paused: false, playedRanges: 1 })), area(other));
    expect(other.play).not.toHaveBeenCalled();
    expect(other.currentTime).toBe(0);
  });
});
