import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYED_BEFORE_APP } from '@shared/delivery-contract';
import { carryOverMediaState } from './carry-over-media-state.ts';

/** A <video> with the playback state a browser would report (the test DOM plays nothing). */
function video(id: string, state: { time?: number; paused?: boolean; played?: [number, number][] } = {}) {
  const element = document.createElement('video');
  element.id = id;
  element.tabIndex = 0; // as the player renders it
  const played = state.played ?? [];
  let paused = state.paused ?? true;
  Object.defineProperties(element, {
    paused: { get: () => paused },
    ended: { get: () => false },
    played: { value: { length: played.length, start: (i: number) => played[i]?.[0], end: (i: number) => played[i]?.[1] } },
  });
  element.currentTime = state.time ?? 0;
  const play = vi.fn(() => {
    paused = false;
    return Promise.resolve();
  });
  const pause = vi.fn(() => {
    paused = true;
  });
  Object.assign(element, { play, pause });
  return { element, play, pause };
}

const holding = (...elements: Element[]) => {
  const div = document.createElement('div');
  div.append(...elements);
  return div;
};

afterEach(() => document.body.replaceChildren());

describe('carryOverMediaState (decision 0075)', () => {
  it('hands a video playing on the painted page to the live one: position, playing, focus and the stretches played', async () => {
    const painted = video('lesson-video-111', { time: 3.2, paused: false, played: [[0, 3.2]] });
    const from = holding(painted.element);
    const live = video('lesson-video-111');
    const to = holding(live.element);
    document.body.append(to);

    await carryOverMediaState(from, to, painted.element);

    expect(painted.pause).toHaveBeenCalled();
    expect(live.element.currentTime).toBe(3.2);
    expect(live.play).toHaveBeenCalled();
    expect(document.activeElement).toBe(live.element);
    expect(JSON.parse(live.element.getAttribute(PLAYED_BEFORE_APP) ?? '')).toEqual([[0, 3.2]]);
  });

  it('waits for a live video drawn later, and leaves a paused one paused', async () => {
    const painted = video('lesson-video-111', { time: 12, played: [[10, 12]] });
    const to = holding();
    document.body.append(to);
    const handedOver = carryOverMediaState(holding(painted.element), to, null);
    const live = video('lesson-video-111');
    to.append(live.element);
    await handedOver;
    expect(live.element.currentTime).toBe(12);
    expect(live.play).not.toHaveBeenCalled();
    expect(document.activeElement).not.toBe(live.element);
  });

  it('does nothing for a video nobody touched, and gives up on a live video that never comes', async () => {
    const untouched = video('lesson-video-111');
    const live = video('lesson-video-111');
    const to = holding(live.element);
    document.body.append(to);
    await carryOverMediaState(holding(untouched.element), to, null);
    expect(untouched.pause).not.toHaveBeenCalled();
    expect(live.element.hasAttribute(PLAYED_BEFORE_APP)).toBe(false);

    const played = video('lesson-video-112', { time: 2, paused: false, played: [[0, 2]] });
    await expect(carryOverMediaState(holding(played.element), holding(), null, 10)).resolves.toBeUndefined();
  });
});
