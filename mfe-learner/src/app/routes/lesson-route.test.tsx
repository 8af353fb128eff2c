import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@shared/platform/router';
import { QueryClient } from '@tanstack/react-query';
import { renderWithProviders } from '@shared/testing';
import { resetTestBackend, startSignedIn, startSignedOut, stubBackend, type Handler } from '@shared/testing/stub-backend';
import { LessonRoute } from './lesson-route.tsx';

/** The short Git course as the database answers it: three lessons, the first a free preview. */
const course: Record<string, Handler> = {
  course_catalog: () => ({ json: [{ id: 7, title: 'Git และ GitHub ฉบับเร่งรัด' }] }),
  course_modules: () => ({
    json: [
      {
        id: 71,
        title: 'เริ่มใช้ Git',
        position: 1,
        // Out of order on purpose: embedded rows carry no guaranteed order.
        lessons: [
          { id: 713, title: 'แบบทดสอบท้ายคอร์ส', type: 'quiz', duration_minutes: 5, is_preview: false, position: 3 },
          { id: 711, title: 'Git คืออะไร', type: 'video', duration_minutes: 1, is_preview: true, position: 1 },
          { id: 712, title: 'แบบฝึกหัด: เปิด pull request แรก', type: 'exercise', duration_minutes: 10, is_preview: false, position: 2 },
        ],
      },
    ],
  }),
  'rpc/get_lesson': () => ({
    json: {
      id: 712,
      course_id: 7,
      title: 'แบบฝึกหัด: เปิด pull request แรก',
      type: 'exercise',
      duration_minutes: 10,
      video_url: null,
      body: 'เปิด PR',
    },
  }),
  'rpc/is_instructor_of': () => ({ json: false }),
};

const renderLesson = (path: string, client?: QueryClient) =>
  renderWithProviders(
    <Routes>
      <Route path="/course/:id/lesson/:lessonId" element={<LessonRoute />} />
    </Routes>,
    { route: path, ...(client ? { client } : {}) },
  );

afterEach(resetTestBackend);

describe('a lesson’s page (mfe-learner, decision 0065)', () => {
  it('shows an enrolled learner the course, the lesson, their progress and the way through the course', async () => {
    stubBackend({
      ...course,
      my_course_progress: () => ({ json: [{ progress_percent: 33 }] }),
      lesson_progress: () => ({ json: [{ lesson_id: 711 }] }),
    });
    await startSignedIn();
    renderLesson('/course/7/lesson/712');

    expect(await screen.findByRole('heading', { level: 1, name: 'Git และ GitHub ฉบับเร่งรัด' })).toBeVisible();
    expect(await screen.findByTestId('lesson-title')).toHaveTextContent('แบบฝึกหัด: เปิด pull request แรก');
    expect(await screen.findByTestId('sidebar-progress')).toHaveTextContent('33%');
    const nav = screen.getByRole('navigation', { name: 'บทเรียนในคอร์ส' });
    const rows = within(nav).getAllByRole('listitem');
    expect(rows.map((row) => row.dataset.testid)).toEqual(['lesson-711', 'lesson-712', 'lesson-713']);
    expect(await within(nav).findByRole('link', { name: /Git คืออะไร/ })).toBeVisible();
    expect(screen.getByTestId('lesson-711')).toHaveAttribute('data-completed', 'true');
    expect(screen.getByTestId('lesson-713')).toHaveAttribute('data-access', 'playable');
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/course/7/lesson/712');
    expect(screen.getByRole('link', { name: 'กลับไปหน้าคอร์ส' })).toHaveAttribute('href', '/course/7');
  });

  it('draws the lesson whole: what sits under its text never shows under a placeholder of it (issue 32)', async () => {
    stubBackend({
      ...course,
      my_course_progress: () => ({ json: [{ progress_percent: 33 }] }),
      lesson_progress: () => ({ json: [{ lesson_id: 711 }] }),
      lesson_files: () => ({ json: [] }),
    });
    await startSignedIn();
    // Checked at every change of the page, not only where the test happens to look: the text arriving after
    // the questions below it moved them down the learner's screen.
    const drawnBeforeTheText: string[] = [];
    const watch = new MutationObserver(() => {
      const player = screen.queryByTestId('lesson-player');
      if (!player?.querySelector('[data-testid="lesson-qa"]')) return;
      if (!player.querySelector('[data-testid="markdown"]')) drawnBeforeTheText.push(player.textContent ?? '');
    });
    watch.observe(document.body, { childList: true, subtree: true });
    try {
      renderLesson('/course/7/lesson/712');
      expect(await screen.findByTestId('markdown')).toHaveTextContent('เปิด PR');
      expect(screen.getByTestId('lesson-qa')).toBeVisible();
    } finally {
      watch.disconnect();
    }
    expect(drawnBeforeTheText).toEqual([]);
  });

  it('asks for the Q&A and the learner’s place in the video beside the lesson, not once it is drawn (issue 32)', async () => {
    let answerLesson: () => void = () => undefined;
    const lessonHeld = new Promise<void>((resolve) => (answerLesson = resolve));
    const lessonAnswer = course['rpc/get_lesson'];
    if (!lessonAnswer) throw new Error('the course stubs get_lesson');
    const seen = stubBackend({
      ...course,
      'rpc/get_lesson': async (request) => {
        await lessonHeld;
        return lessonAnswer(request);
      },
      my_course_progress: () => ({ json: [{ progress_percent: 33 }] }),
      lesson_files: () => ({ json: [] }),
      'rpc/lesson_qa_permissions': () => ({ json: { can_read: true, can_post: true, can_accept: false, can_hide: false } }),
    });
    await startSignedIn();
    // Answers stay fresh for 30 s, as in the app's one client (@shared/platform/query).
    renderLesson('/course/7/lesson/712', new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } }));
    const asked = () => seen.map((request) => request.path);
    await waitFor(() => expect(asked()).toContain('rpc/get_lesson'));
    await waitFor(() =>
      expect(asked()).toEqual(
        expect.arrayContaining([
          'lesson_question_threads',
          'lesson_question_replies',
          'rpc/lesson_qa_permissions',
          'lesson_watch_positions',
        ]),
      ),
    );
    expect(screen.queryByTestId('markdown')).toBeNull();
    answerLesson();
    expect(await screen.findByTestId('markdown')).toHaveTextContent('เปิด PR');
    // The parts found their answers in the cache: none of them was asked for twice.
    await waitFor(() => expect(screen.getByTestId('lesson-qa')).toBeVisible());
    for (const part of ['lesson_question_threads', 'lesson_question_replies', 'rpc/lesson_qa_permissions', 'lesson_watch_positions'])
      expect(asked().filter((path) => path === part)).toHaveLength(1);
  });

  it('shows a visitor the free preview as a link and the rest locked, without a progress bar', async () => {
    stubBackend(course);
    startSignedOut();
    renderLesson('/course/7/lesson/711');

    expect(await screen.findByRole('heading', { level: 1, name: 'Git และ GitHub ฉบับเร่งรัด' })).toBeVisible();
    expect(await screen.findByTestId('lesson-712')).toHaveAttribute('data-access', 'locked');
    expect(within(screen.getByTestId('lesson-712')).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('lesson-711')).toHaveAttribute('data-access', 'preview');
    expect(screen.queryByTestId('sidebar-progress')).toBeNull();
  });

  it('says the course was not found when it is not published', async () => {
    stubBackend({ ...course, course_catalog: () => ({ json: [] }) });
    startSignedOut();
    renderLesson('/course/99/lesson/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'ไม่พบคอร์สนี้' })).toBeInTheDocument();
    expect(screen.queryByTestId('lesson-player')).toBeNull();
  });

  it('answers a malformed lesson id with the not-found page, without asking for the course', async () => {
    const seen = stubBackend(course);
    startSignedOut();
    renderLesson('/course/7/lesson/abc');
    expect(await screen.findByText('Oops! Page not found')).toBeVisible();
    expect(seen.map((request) => request.path)).not.toContain('course_catalog');
  });
});
