import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayedRange } from '@shared/db/lessons';
import { SAVE_EVERY_MS } from './use-watch-progress.ts';
import { VideoPlayer, type VideoPlayerProps } from './video-player.tsx';

// jsdom has no media pipeline: the element's playback state is simulated here, and each
// test drives it through the same events a browser fires.
const media = { paused: true, currentTime: 0, duration: 100, muted: false, playbackRate: 1, played: [] as PlayedRange[] };

beforeEach(() => {
  Object.assign(media, { paused: true, currentTime: 0, duration: 100, muted: false, playbackRate: 1, played: [] });
  const proto = HTMLMediaElement.prototype;
  vi.spyOn(proto, 'paused', 'get').mockImplementation(() => media.paused);
  vi.spyOn(proto, 'duration', 'get').mockImplementation(() => media.duration);
  vi.spyOn(proto, 'currentTime', 'get').mockImplementation(() => media.currentTime);
  vi.spyOn(proto, 'currentTime', 'set').mockImplementation((value: number) => {
    media.currentTime = value;
  });
  vi.spyOn(proto, 'muted', 'get').mockImplementation(() => media.muted);
  vi.spyOn(proto, 'muted', 'set').mockImplementation((value: boolean) => {
    media.muted = value;
  });
  vi.spyOn(proto, 'playbackRate', 'get').mockImplementation(() => media.playbackRate);
  vi.spyOn(proto, 'playbackRate', 'set').mockImplementation((value: number) => {
    media.playbackRate = value;
  });
  vi.spyOn(proto, 'played', 'get').mockImplementation(() => ({
    length: media.played.length,
    start: (i: number) => media.played[i]?.[0] ?? 0,
    end: (i: number) => media.played[i]?.[1] ?? 0,
  }));
  // A TextTrackList over the element's <track> children, kept per element like a browser's.
  const lists = new WeakMap<HTMLMediaElement, TextTrackList>();
  vi.spyOn(proto, 'textTracks', 'get').mockImplementation(function (this: HTMLMediaElement) {
    const existing = lists.get(this);
    if (existing) return existing;
    const list = Object.assign(new EventTarget(), {
      [Symbol.iterator]: function* (this: HTMLMediaElement) {
        yield* tracksOf(this);
      }.bind(this),
    }) as unknown as TextTrackList;
    lists.set(this, list);
    return list;
  });
  vi.spyOn(proto, 'play').mockImplementation(function (this: HTMLMediaElement) {
    media.paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(proto, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    media.paused = true;
    this.dispatchEvent(new Event('pause'));
  });
});
const trackState = new WeakMap<HTMLTrackElement, { language: string; mode: TextTrackMode }>();
function tracksOf(video: HTMLMediaElement) {
  return [...video.querySelectorAll('track')].map((element) => {
    const state = trackState.get(element) ?? { language: element.srclang, mode: 'disabled' as TextTrackMode };
    trackState.set(element, state);
    return state;
  });
}
const showing = (video: HTMLMediaElement) =>
  tracksOf(video)
    .filter((t) => t.mode === 'showing')
    .map((t) => t.language);

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const captions = [
  { lang: 'th', label: 'ไทย', url: '/media/captions/sample-lesson.th.vtt' },
  { lang: 'en', label: 'English', url: '/media/captions/sample-lesson.en.vtt' },
];

function renderPlayer(props: Partial<VideoPlayerProps> = {}) {
  const onSave = vi.fn();
  const onWatched = vi.fn();
  render(
    <VideoPlayer
      lessonId={711}
      src="/media/sample-lesson.mp4"
      title="commit, branch และ merge"
      captions={captions}
      saved={null}
      saving
      onSave={onSave}
      onWatched={onWatched}
      {...props}
    />,
  );
  const video = screen.getByLabelText<HTMLVideoElement>('commit, branch และ merge', { selector: 'video' });
  fireEvent.loadedMetadata(video);
  return { video, onSave, onWatched };
}

describe('VideoPlayer keyboard shortcuts', () => {
  it('plays and pauses with Space and K, and says so', async () => {
    const user = userEvent.setup();
    const { video } = renderPlayer();
    video.focus();
    await user.keyboard(' ');
    expect(media.paused).toBe(false);
    expect(screen.getByTestId('video-announcement')).toHaveTextContent('เล่น');
    await user.keyboard('k');
    expect(media.paused).toBe(true);
    expect(screen.getByTestId('video-announcement')).toHaveTextContent('หยุดชั่วคราว');
  });

  it('seeks 10 s with J/L and 5 s with the arrows, never before the start or past the end', async () => {
    const user = userEvent.setup();
    const { video } = renderPlayer();
    video.focus();
    media.currentTime = 50;
    await user.keyboard('l');
    expect(media.currentTime).toBe(60);
    await user.keyboard('{ArrowLeft}');
    expect(media.currentTime).toBe(55);
    await user.keyboard('j{ArrowRight}');
    expect(media.currentTime).toBe(50);
    media.currentTime = 3;
    await user.keyboard('j');
    expect(media.currentTime).toBe(0);
    media.currentTime = 98;
    await user.keyboard('l');
    expect(media.currentTime).toBe(100);
  });

  it('mutes with M and turns captions on and off with C', async () => {
    const user = userEvent.setup();
    const { video } = renderPlayer();
    video.focus();
    await user.keyboard('m');
    expect(media.muted).toBe(true);
    const captionSelect = screen.getByLabelText('คำบรรยาย');
    expect(captionSelect).toHaveValue('');
    await user.keyboard('c');
    expect(captionSelect).toHaveValue('th');
    expect(showing(video)).toEqual(['th']);
    expect(screen.getByTestId('video-announcement')).toHaveTextContent('เปิดคำบรรยาย ไทย');
    await user.keyboard('c');
    expect(captionSelect).toHaveValue('');
    expect(showing(video)).toEqual([]);
    // C brings back the language chosen last.
    await user.selectOptions(captionSelect, 'en');
    expect(showing(video)).toEqual(['en']);
    video.focus();
    await user.keyboard('cc');
    expect(showing(video)).toEqual(['en']);
  });

  it('leaves the keys of the menus to the menus', async () => {
    const user = userEvent.setup();
    renderPlayer();
    media.currentTime = 50;
    screen.getByLabelText('ความเร็ว').focus();
    await user.keyboard('{ArrowRight}k');
    expect(media.currentTime).toBe(50);
    expect(media.paused).toBe(true);
  });

  it('lists the shortcuts in a visible help', async () => {
    const user = userEvent.setup();
    renderPlayer();
    await user.click(screen.getByText('ปุ่มลัดของวิดีโอ'));
    expect(screen.getByText('เล่น / หยุดชั่วคราว')).toBeVisible();
    expect(screen.getByText('เปิด / ปิดคำบรรยาย')).toBeVisible();
  });
});

describe('VideoPlayer downloads', () => {
  it("learns the video's length at once (resuming needs it)", () => {
    expect(renderPlayer().video.getAttribute('preload')).toBe('metadata');
  });

  it('downloads nothing until played where asked (a course page’s preview)', () => {
    expect(renderPlayer({ preload: 'none' }).video.getAttribute('preload')).toBe('none');
  });
});

describe('VideoPlayer menus', () => {
  it('changes the playback speed from 0.75× to 2×', async () => {
    const user = userEvent.setup();
    renderPlayer();
    const speed = screen.getByLabelText('ความเร็ว');
    expect(
      screen
        .getAllByRole('option')
        .map((o) => o.textContent)
        .slice(0, 6),
    ).toEqual(['0.75×', 'ปกติ (1×)', '1.25×', '1.5×', '1.75×', '2×']);
    await user.selectOptions(speed, '1.5');
    expect(media.playbackRate).toBe(1.5);
  });

  it('keeps the chosen speed across a reload and on the next video', async () => {
    const user = userEvent.setup();
    const first = render(
      <VideoPlayer lessonId={711} src="/media/sample-lesson.mp4" title="บทแรก" captions={[]} saved={null} saving onSave={vi.fn()} />,
    );
    await user.selectOptions(screen.getByLabelText('ความเร็ว'), '1.75');
    first.unmount();
    media.playbackRate = 1;
    const { video } = renderPlayer({ lessonId: 712 });
    expect(screen.getByLabelText<HTMLSelectElement>('ความเร็ว').value).toBe('1.75');
    expect(video.defaultPlaybackRate).toBe(1.75);
    expect(media.playbackRate).toBe(1.75);
  });

  it('ignores a stored speed the menu does not offer', () => {
    localStorage.setItem('riancode:video-playback-rate', '16');
    renderPlayer();
    expect(screen.getByLabelText<HTMLSelectElement>('ความเร็ว').value).toBe('1');
  });

  it('adds one WebVTT track per caption, and no captions menu without tracks', () => {
    const { video } = renderPlayer();
    const tracks = video.querySelectorAll('track');
    expect([...tracks].map((t) => [t.getAttribute('srclang'), t.getAttribute('label'), t.getAttribute('kind')])).toEqual([
      ['th', 'ไทย', 'captions'],
      ['en', 'English', 'captions'],
    ]);
  });
});

describe('VideoPlayer resume and progress', () => {
  it('resumes from the saved place and offers to start over', async () => {
    const user = userEvent.setup();
    media.duration = 600;
    renderPlayer({ saved: { position: 192, duration: 600, played: [[0, 192]] } });
    expect(media.currentTime).toBe(192);
    expect(screen.getByTestId('video-resume')).toHaveTextContent('เล่นต่อจาก 3:12');
    await user.click(screen.getByRole('button', { name: 'เริ่มดูใหม่ตั้งแต่ต้น' }));
    expect(media.currentTime).toBe(0);
    expect(screen.queryByTestId('video-resume')).toBeNull();
  });

  it('takes the resume notice away once the learner has watched on for 5 s, and never puts it under the video', () => {
    media.duration = 600;
    const { video } = renderPlayer({ saved: { position: 192, duration: 600, played: [[0, 192]] } });
    const notice = screen.getByTestId('video-resume');
    // Over the video, in the video's own box: the lesson under the player does not move when it appears.
    expect(notice.parentElement).toBe(video.parentElement);
    expect(notice).toHaveClass('absolute');
    media.currentTime = 196;
    fireEvent.timeUpdate(video);
    expect(screen.getByTestId('video-resume')).toBeInTheDocument();
    media.currentTime = 198;
    fireEvent.timeUpdate(video);
    expect(screen.queryByTestId('video-resume')).toBeNull();
  });

  it('waits for the saved place that is still loading', () => {
    const onSave = vi.fn();
    const props = { lessonId: 711, src: '/a.mp4', title: 'v', captions: [], saving: true, onSave, onWatched: vi.fn() };
    const { rerender } = render(<VideoPlayer {...props} saved={undefined} />);
    fireEvent.loadedMetadata(screen.getByLabelText('v', { selector: 'video' }));
    expect(media.currentTime).toBe(0);
    rerender(<VideoPlayer {...props} saved={{ position: 42, duration: 100, played: [] }} />);
    expect(media.currentTime).toBe(42);
  });

  it('saves the place on pause, with the stretches played so far', async () => {
    const user = userEvent.setup();
    const { video, onSave } = renderPlayer({ saved: { position: 30, duration: 100, played: [[0, 30]] } });
    video.focus();
    await user.keyboard('k');
    media.currentTime = 45;
    media.played = [[30, 45]];
    await user.keyboard('k');
    expect(onSave).toHaveBeenLastCalledWith({ lessonId: 711, position: 45, duration: 100, played: [[0, 45]] });
  });

  it('saves at most every 10 seconds while playing', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { video, onSave } = renderPlayer();
    media.paused = false;
    media.currentTime = 5;
    media.played = [[0, 5]];
    fireEvent.timeUpdate(video);
    expect(onSave).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + SAVE_EVERY_MS);
    media.currentTime = 15;
    media.played = [[0, 15]];
    fireEvent.timeUpdate(video);
    expect(onSave).toHaveBeenCalledTimes(1);
    fireEvent.timeUpdate(video);
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('saves nothing for a visitor', async () => {
    const user = userEvent.setup();
    const { video, onSave } = renderPlayer({ saving: false });
    video.focus();
    await user.keyboard('kk');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('reports watched once 90 % has been played across sessions, not after a seek to the end', () => {
    const { video, onWatched } = renderPlayer({ saved: { position: 50, duration: 100, played: [[0, 50]] } });
    media.played = [
      [50, 55],
      [99, 100],
    ];
    fireEvent.timeUpdate(video);
    expect(onWatched).not.toHaveBeenCalled();
    media.played = [[50, 90]];
    fireEvent.timeUpdate(video);
    fireEvent.timeUpdate(video);
    expect(onWatched).toHaveBeenCalledTimes(1);
  });
});
