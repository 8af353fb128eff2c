import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYS_BEFORE_APP } from '@shared/delivery-contract';
import { playPaintedVideos } from './painted-video.ts';

/** A painted player as the server renders it: the marker, the <video>, and the toolbar's captions choice. */
function paintedPlayer(marked = true) {
  document.body.innerHTML = `<div ${marked ? PLAYS_BEFORE_APP : 'data-live'}>
      <video id="lesson-video-111" tabindex="0"></video>
      <select data-video-setting="captions"><option value="" selected>ปิด</option><option value="th">ไทย</option></select>
      <select data-video-setting="speed"><option value="1" selected>1x</option><option value="1.5">1.5x</option></select>
    </div>`;
  const video = document.querySelector('video') as HTMLVideoElement;
  let paused = true;
  Object.defineProperties(video, { paused: { get: () => paused }, duration: { value: 60 } });
  const play = vi.fn(() => {
    paused = false;
    return Promise.resolve();
  });
  Object.assign(video, { play, pause: vi.fn(() => (paused = true)) });
  return { video, play };
}

const press = (target: Element, key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

let undo: () => void = () => undefined;
afterEach(() => {
  undo();
  document.body.replaceChildren();
});

describe('playPaintedVideos (decision 0075)', () => {
  it('plays and pauses the painted video on k or Space, before the app, and keeps the key from the page', () => {
    const { video, play } = paintedPlayer();
    undo = playPaintedVideos(document);
    const event = press(video, 'k');
    expect(play).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
    press(video, ' ');
    expect(video.paused).toBe(true);
  });

  it('seeks and mutes with the player’s keys', () => {
    const { video } = paintedPlayer();
    undo = playPaintedVideos(document);
    video.currentTime = 20;
    press(video, 'l');
    expect(video.currentTime).toBe(30);
    press(video, 'ArrowLeft');
    expect(video.currentTime).toBe(25);
    press(video, 'm');
    expect(video.muted).toBe(true);
  });

  it('turns captions on through the captions choice, which the live page takes over', () => {
    const { video } = paintedPlayer();
    undo = playPaintedVideos(document);
    press(video, 'c');
    expect(document.querySelector<HTMLSelectElement>('[data-video-setting="captions"]')?.value).toBe('th');
  });

  it('applies a speed chosen on the painted toolbar to the painted video', () => {
    const { video } = paintedPlayer();
    undo = playPaintedVideos(document);
    const speed = document.querySelector<HTMLSelectElement>('[data-video-setting="speed"]');
    if (!speed) throw new Error('no speed');
    speed.value = '1.5';
    speed.dispatchEvent(new Event('change', { bubbles: true }));
    expect(video.playbackRate).toBe(1.5);
  });

  it('leaves the live player’s keys alone, and keys that are not the player’s', () => {
    const live = paintedPlayer(false);
    undo = playPaintedVideos(document);
    expect(press(live.video, 'k').defaultPrevented).toBe(false);
    expect(live.play).not.toHaveBeenCalled();
    const painted = paintedPlayer();
    expect(press(painted.video, 'x').defaultPrevented).toBe(false);
    expect(press(painted.video, 'f').defaultPrevented).toBe(false);
    expect(painted.play).not.toHaveBeenCalled();
  });
});
