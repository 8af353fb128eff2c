import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, testQueryClient } from '@shared/testing';
import { resetTestBackend, startSignedOut, stubBackend, type Answer } from '@shared/testing/stub-backend';
import { CoursePreviewVideo } from './course-preview-video.tsx';

const previewLesson = {
  id: 11,
  course_id: 1,
  title: 'แนะนำคอร์ส',
  type: 'video',
  duration_minutes: 5,
  video_url: '/media/sample-lesson.mp4',
  body: null,
};
const captions = [{ lang: 'th', label: 'ไทย', url: '/media/captions/sample-lesson.th.vtt' }];

// jsdom's <video> has no text track list to listen to: an empty one, as a browser's before its tracks load.
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'textTracks', 'get').mockImplementation(
    () => Object.assign(new EventTarget(), { *[Symbol.iterator]() {} }) as unknown as TextTrackList,
  );
});
afterEach(() => {
  resetTestBackend();
  vi.restoreAllMocks();
});

const render = () => renderWithProviders(<CoursePreviewVideo lessonId={11} />, { route: '/course/1', client: testQueryClient() });

describe('CoursePreviewVideo', () => {
  it('holds the video’s place while the lesson loads, then plays it inline in the site’s player with its captions', async () => {
    startSignedOut();
    let releaseLesson: (answer: Answer) => void = () => undefined;
    const seen = stubBackend({
      'rpc/get_lesson': () => new Promise<Answer>((resolve) => (releaseLesson = resolve)),
      lesson_captions: () => ({ json: captions }),
    });
    render();
    const section = screen.getByTestId('course-preview-video');
    expect(screen.getByRole('heading', { level: 2, name: 'ตัวอย่างคอร์ส' })).toBeInTheDocument();
    expect(section.querySelector('video')).toBeNull();

    await waitFor(() => expect(seen.map((request) => request.path)).toContain('rpc/get_lesson'));
    releaseLesson({ json: previewLesson });
    const video = await screen.findByLabelText<HTMLVideoElement>('แนะนำคอร์ส', { selector: 'video' });
    expect(video).toHaveAttribute('src', '/media/sample-lesson.mp4');
    expect(screen.getByRole('group', { name: 'วิดีโอ: แนะนำคอร์ส' })).toBeInTheDocument();
    await waitFor(() => expect(video.querySelectorAll('track')).toHaveLength(1));
    expect(screen.getByText('ปุ่มลัดของวิดีโอ')).toBeInTheDocument();
  });

  it('shows nothing for a preview lesson without a video', async () => {
    startSignedOut();
    stubBackend({ 'rpc/get_lesson': () => ({ json: { ...previewLesson, video_url: null } }) });
    render();
    expect(screen.getByTestId('course-preview-video')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('course-preview-video')).not.toBeInTheDocument());
  });

  it('shows nothing when the lesson cannot be read', async () => {
    startSignedOut();
    stubBackend({
      'rpc/get_lesson': () => ({ status: 403, json: { code: '42501', message: 'lesson_locked', details: null, hint: null } }),
    });
    render();
    expect(screen.getByTestId('course-preview-video')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('course-preview-video')).not.toBeInTheDocument());
  });
});
