import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { startFakeBackend, type FakeAnswer, type SentRequest } from '@shared/testing/fake-backend';
import { StudioPage } from './studio-page.tsx';

const COURSES = [
  {
    id: 1,
    title: 'พื้นฐาน Python',
    status: 'published',
    price: 1790,
    revision_status: 'submitted',
    review_note: null,
    enrollments: 4,
    completed: 1,
    rating_avg: 4.5,
    reviews_count: 2,
  },
];
const INCOME = [{ month: '2026-11', course_id: 1, title: 'พื้นฐาน Python', orders: 2, net: 3345.8 }];
const QUESTIONS = [
  {
    id: 7,
    course_id: 1,
    course_title: 'พื้นฐาน Python',
    lesson_id: 113,
    lesson_title: 'ติดตั้ง Python',
    title: 'python ไม่เจอ',
    body: 'พิมพ์แล้วขึ้น not recognized',
    created_at: '2026-11-26T10:00:00Z',
    author_name: 'สมชาย',
    replies: 0,
    answered: false,
  },
];

let backend: ReturnType<typeof startFakeBackend> | null = null;
afterEach(() => backend?.stop());

function start(overrides: Record<string, (r: SentRequest) => FakeAnswer> = {}) {
  backend = startFakeBackend((r) => {
    const override = overrides[r.path];
    if (override) return override(r);
    if (r.path === '/rest/v1/rpc/studio_my_courses') return { status: 200, body: COURSES };
    if (r.path === '/rest/v1/rpc/studio_income_by_month') return { status: 200, body: INCOME };
    if (r.path === '/rest/v1/rpc/studio_questions_inbox') return { status: 200, body: QUESTIONS };
    if (r.path === '/rest/v1/rpc/studio_reviews_inbox') return { status: 200, body: [] };
    if (r.path === '/rest/v1/lesson_replies') return { status: 201, body: null };
    return { status: 404, body: {} };
  });
  return backend;
}

describe('StudioPage', { timeout: 20_000 }, () => {
  it("shows the instructor's courses with their figures and the VAT-exclusive income", async () => {
    start();
    renderWithProviders(<StudioPage />);
    const row = (await screen.findByText('พื้นฐาน Python', { selector: 'td' })).closest('tr');
    if (!row) throw new Error('no course row');
    expect(within(row).getByText('เผยแพร่แล้ว')).toBeInTheDocument();
    expect(within(row).getByText('รอตรวจ')).toBeInTheDocument();
    expect(within(row).getByText('25%')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'แก้ไขคอร์ส พื้นฐาน Python' })).toHaveAttribute('href', '/studio/courses/1');
    expect(await screen.findByText('รายได้ (ไม่รวม VAT)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ดาวน์โหลด CSV' })).toBeEnabled();
    expect(await screen.findByText('ยังไม่มีรีวิว')).toBeInTheDocument();
  });

  it('answers a question from the inbox, and refuses an empty answer in Thai without sending', async () => {
    const server = start();
    const user = userEvent.setup();
    renderWithProviders(<StudioPage />);
    const question = await screen.findByTestId('studio-question');
    expect(within(question).getByText('ยังไม่ได้ตอบ')).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'ส่งคำตอบ' }));
    expect(within(question).getByRole('alert')).toHaveTextContent('กรุณาพิมพ์คำตอบ');
    expect(server.to('/rest/v1/lesson_replies')).toHaveLength(0);

    await user.type(within(question).getByLabelText('คำตอบของคุณ'), 'ติ๊ก Add python.exe to PATH');
    await user.click(within(question).getByRole('button', { name: 'ส่งคำตอบ' }));
    // Sent once the box is emptied (the toast lives in the shell).
    await waitFor(() => expect(within(question).getByLabelText('คำตอบของคุณ')).toHaveValue(''));
    expect(server.to('/rest/v1/lesson_replies').map((r) => r.body)).toEqual([
      { question_id: 7, lesson_id: 113, course_id: 1, body: 'ติ๊ก Add python.exe to PATH' },
    ]);
  });

  it('says when a list could not be loaded and offers a retry', async () => {
    start({ '/rest/v1/rpc/studio_income_by_month': () => ({ status: 500, body: { code: 'XX000', message: 'boom' } }) });
    renderWithProviders(<StudioPage />);
    const income = (await screen.findByRole('heading', { name: 'รายได้รายเดือน' })).closest('section');
    if (!income) throw new Error('no income section');
    expect(await within(income).findByRole('button', { name: /ลองใหม่/ })).toBeInTheDocument();
  });
});
