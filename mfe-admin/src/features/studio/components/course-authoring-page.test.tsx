import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@shared/platform/router';
import { renderWithProviders } from '@shared/testing';
import { ruleError, startFakeBackend, type FakeAnswer } from '@shared/testing/fake-backend';
import type { CourseDocument } from '../../../lib/course-document.ts';
import { CourseAuthoringPage } from './course-authoring-page.tsx';

const lesson = (id: number, title: string) => ({
  id,
  title,
  type: 'document' as const,
  duration_minutes: 5,
  is_preview: false,
  video_url: null,
  body: '',
  quiz: null,
  exercise: null,
});
const DOCUMENT: CourseDocument = {
  title: 'พื้นฐาน Python',
  description: '',
  long_description: '',
  image_url: null,
  category: 'programming',
  level: 'beginner',
  language: 'ไทย',
  requirements: [],
  what_you_learn: [],
  features: [],
  modules: [{ id: 11, title: 'เริ่มต้น', lessons: [lesson(111, 'ติดตั้ง'), lesson(112, 'ตัวแปร')] }],
};
const SAVE = '/rest/v1/rpc/studio_save_course';

let backend: ReturnType<typeof startFakeBackend> | null = null;
afterEach(() => backend?.stop());

function start(revision: { id: number; status: string; review_note: string | null } | null, onSave: () => FakeAnswer) {
  backend = startFakeBackend((r) => {
    if (r.path === '/rest/v1/rpc/studio_get_course') {
      return { status: 200, body: { course_id: 1, course_status: 'published', revision, document: DOCUMENT, live: DOCUMENT } };
    }
    if (r.path === SAVE) return onSave();
    return { status: 404, body: {} };
  });
  return backend;
}

const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/studio/courses/:courseId" element={<CourseAuthoringPage />} />
    </Routes>,
    { route: '/studio/courses/1' },
  );

describe('CourseAuthoringPage', { timeout: 20_000 }, () => {
  it('reorders lessons by keyboard, keeps focus on the pressed button, and saves the whole document', async () => {
    const server = start({ id: 5, status: 'draft', review_note: null }, () => ({
      status: 200,
      body: { id: 5, status: 'draft', document: DOCUMENT },
    }));
    const user = userEvent.setup();
    render();
    const down = await screen.findByRole('button', { name: 'เลื่อน ติดตั้ง ลง' });
    down.focus();
    await user.keyboard('{Enter}');
    const lessons = screen.getAllByRole('button', { name: /^แก้ไขบทเรียน / }).map((b) => b.getAttribute('aria-label'));
    expect(lessons).toEqual(['แก้ไขบทเรียน ตัวแปร', 'แก้ไขบทเรียน ติดตั้ง']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'เลื่อน ติดตั้ง ขึ้น' })).toHaveFocus());
    expect(screen.getByText('มีการแก้ไขที่ยังไม่บันทึก')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ส่งให้ผู้ดูแลตรวจ' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'บันทึกฉบับร่าง' }));
    await waitFor(() => expect(server.to(SAVE)).toHaveLength(1));
    const sent = server.to(SAVE)[0]?.body as { p_course_id: number; p_document: CourseDocument };
    expect(sent.p_course_id).toBe(1);
    expect(sent.p_document.modules[0]?.lessons.map((l) => l.id)).toEqual([112, 111]);
    expect(sent.p_document).not.toHaveProperty('price');
  });

  it("shows the admin's note on a returned revision and the database's refusal in Thai", async () => {
    start({ id: 5, status: 'returned', review_note: 'เพิ่มแบบฝึกหัดบทแรก' }, () => ruleError('lesson_title_invalid'));
    const user = userEvent.setup();
    render();
    const note = await screen.findByRole('note');
    expect(within(note).getByText('เพิ่มแบบฝึกหัดบทแรก')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'บันทึกฉบับร่าง' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ทุกบทเรียนต้องมีชื่อ');
  });

  it('freezes the editor while the revision is in review', async () => {
    start({ id: 5, status: 'submitted', review_note: null }, () => ({ status: 500, body: {} }));
    render();
    expect(await screen.findByText(/อยู่ระหว่างรอตรวจ/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'บันทึกฉบับร่าง' })).toBeDisabled();
    expect(screen.getByLabelText('ชื่อคอร์ส')).toBeDisabled();
  });
});
