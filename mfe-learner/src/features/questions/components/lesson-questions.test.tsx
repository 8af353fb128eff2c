import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import type { LessonQuestion, LessonReply } from '../lib/lesson-posts.ts';
import { LessonQuestions } from './lesson-questions.tsx';

// The Q&A section against a fake Supabase client: what the views return, what the writes send.

const ME = '00000000-0000-4000-8000-000000000b01';
interface FakeBackend {
  threads: unknown[];
  replies: unknown[];
  permissions: { can_read: boolean; can_post: boolean; can_accept: boolean; can_hide: boolean };
  userId: string | null;
  rpc: Mock<(fn: string, args: unknown) => void>;
  insert: Mock<(table: string, row: unknown) => void>;
  remove: Mock<(table: string, column: string, value: unknown) => void>;
}
const backend: FakeBackend = vi.hoisted(() => ({
  threads: [] as unknown[],
  replies: [] as unknown[],
  permissions: { can_read: true, can_post: true, can_accept: false, can_hide: false },
  userId: '00000000-0000-4000-8000-000000000b01',
  rpc: vi.fn(),
  insert: vi.fn(),
  remove: vi.fn(),
}));

vi.mock('@shared/platform/auth/react', () => ({
  useAuth: () => ({
    status: backend.userId ? 'signed-in' : 'signed-out',
    session: backend.userId ? { user: { id: backend.userId } } : null,
    profile: null,
  }),
}));

vi.mock('@shared/platform/supabase', () => {
  const rows = (table: string) => (table === 'lesson_question_threads' ? backend.threads : backend.replies);
  return {
    getSupabase: () => ({
      from: (table: string) => ({
        select: () => ({ eq: () => ({ order: () => Promise.resolve({ data: rows(table), error: null }) }) }),
        insert: (row: unknown) => {
          backend.insert(table, row);
          return Promise.resolve({ error: null });
        },
        delete: () => ({
          eq: (column: string, value: unknown) => {
            backend.remove(table, column, value);
            return Promise.resolve({ error: null });
          },
        }),
      }),
      rpc: (fn: string, args: unknown) => {
        backend.rpc(fn, args);
        return Promise.resolve({ data: fn === 'lesson_qa_permissions' ? backend.permissions : true, error: null });
      },
    }),
  };
});

const post = { author_avatar_url: null, author_deleted: false, created_at: '2026-11-20T03:00:00Z', updated_at: '2026-11-20T03:00:00Z' };
const question = (over: Partial<LessonQuestion>): LessonQuestion => ({
  ...post,
  id: 1,
  lesson_id: 113,
  course_id: 1,
  user_id: ME,
  author_name: 'สมหญิง',
  author_role: 'learner',
  status: 'visible',
  title: 'พิมพ์ python ไม่เจอ',
  body: 'ขึ้นว่า not recognized',
  accepted_reply_id: null,
  reply_count: 0,
  ...over,
});
const reply = (over: Partial<LessonReply>): LessonReply => ({
  ...post,
  id: 10,
  question_id: 1,
  user_id: 'a',
  author_name: 'ทีมงานเรียนโค้ด',
  author_role: 'admin',
  status: 'visible',
  body: 'ติ๊ก Add to PATH',
  is_accepted: false,
  ...over,
});

beforeEach(() => {
  vi.clearAllMocks();
  backend.userId = ME;
  backend.permissions = { can_read: true, can_post: true, can_accept: false, can_hide: false };
  backend.threads = [
    question({ accepted_reply_id: 11, reply_count: 3 }),
    question({ id: 2, user_id: 'x', status: 'deleted', title: null, body: null }),
  ];
  backend.replies = [
    reply({ id: 10, user_id: 'b', author_name: 'สมชาย', author_role: 'learner', body: 'ใช้ py แทนได้' }),
    reply({ id: 11, is_accepted: true }),
    reply({ id: 12, user_id: 'c', author_name: 'อนุชา', author_role: 'learner', status: 'hidden', body: null }),
  ];
});

describe('LessonQuestions', () => {
  it('shows the threads: the accepted answer first, a hidden reply and a deleted question by their Thai placeholders', async () => {
    renderWithProviders(<LessonQuestions courseId={1} lessonId={113} />);
    const [first, second] = await screen.findAllByTestId('qa-question');
    if (!first || !second) throw new Error('two threads expected');
    const items = within(first).getAllByTestId('qa-reply');
    expect(items[0]).toHaveAttribute('data-accepted', 'true');
    expect(within(items[0] ?? first).getByText('คำตอบที่ถูกต้อง')).toBeInTheDocument();
    expect(within(items[0] ?? first).getByText('ผู้ดูแล')).toBeInTheDocument();
    expect(within(first).getByText('ข้อความนี้ถูกซ่อนโดยผู้ดูแล')).toBeInTheDocument();
    expect(within(second).getByRole('heading', { name: 'ข้อความนี้ถูกลบโดยผู้เขียน' })).toBeInTheDocument();
    // A deleted question takes no new replies; one's own visible question can be edited and deleted.
    expect(within(second).queryByRole('form')).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'แก้ไข พิมพ์ python ไม่เจอ' })).toBeInTheDocument();
    // A member does not accept or hide.
    expect(screen.queryByRole('button', { name: 'เลือกเป็นคำตอบที่ถูกต้อง' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^ซ่อน/ })).not.toBeInTheDocument();
  });

  it('refuses an empty reply in Thai without sending, then sends the typed one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LessonQuestions courseId={1} lessonId={113} />);
    const form = await screen.findByRole('form', { name: 'ตอบ พิมพ์ python ไม่เจอ' });
    await user.click(within(form).getByRole('button', { name: 'ตอบ' }));
    expect(await within(form).findByText('กรุณากรอกข้อความ')).toBeInTheDocument();
    expect(within(form).getByLabelText('คำตอบของคุณ')).toHaveAttribute('aria-invalid', 'true');
    expect(backend.insert).not.toHaveBeenCalled();
    await user.type(within(form).getByLabelText('คำตอบของคุณ'), 'ขอบคุณครับ ได้แล้ว');
    await user.click(within(form).getByRole('button', { name: 'ตอบ' }));
    await waitFor(() =>
      expect(backend.insert).toHaveBeenCalledWith('lesson_replies', {
        question_id: 1,
        lesson_id: 113,
        course_id: 1,
        body: 'ขอบคุณครับ ได้แล้ว',
      }),
    );
    await waitFor(() => expect(within(form).getByLabelText('คำตอบของคุณ')).toHaveValue(''));
  });

  it('asks a new question with a title and details', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LessonQuestions courseId={1} lessonId={113} />);
    await user.click(await screen.findByRole('button', { name: 'ถามคำถาม' }));
    const form = screen.getByRole('form', { name: 'ถามคำถามใหม่' });
    await user.type(within(form).getByLabelText('หัวข้อคำถาม'), 'f-string คืออะไร');
    await user.type(within(form).getByLabelText('รายละเอียด'), 'ต่างจาก format() ยังไง');
    await user.click(within(form).getByRole('button', { name: 'ส่ง' }));
    await waitFor(() =>
      expect(backend.insert).toHaveBeenCalledWith('lesson_questions', {
        lesson_id: 113,
        course_id: 1,
        title: 'f-string คืออะไร',
        body: 'ต่างจาก format() ยังไง',
      }),
    );
  });

  it("deletes one's own question only after confirming", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LessonQuestions courseId={1} lessonId={113} />);
    await user.click(await screen.findByRole('button', { name: 'ลบ พิมพ์ python ไม่เจอ' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(backend.rpc).not.toHaveBeenCalledWith('delete_lesson_post', expect.anything());
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(backend.rpc).toHaveBeenCalledWith('delete_lesson_post', { p_kind: 'question', p_id: 1 }));
  });

  it('gives an admin accept and hide controls', async () => {
    backend.permissions = { can_read: true, can_post: true, can_accept: true, can_hide: true };
    backend.userId = 'a';
    const user = userEvent.setup();
    renderWithProviders(<LessonQuestions courseId={1} lessonId={113} />);
    const [first] = await screen.findAllByTestId('qa-question');
    if (!first) throw new Error('a thread expected');
    await user.click(within(first).getByRole('button', { name: 'เลือกเป็นคำตอบที่ถูกต้อง' }));
    await waitFor(() => expect(backend.rpc).toHaveBeenCalledWith('accept_lesson_reply', { p_question_id: 1, p_reply_id: 10 }));
    await user.click(within(first).getByRole('button', { name: 'ซ่อน พิมพ์ python ไม่เจอ' }));
    await waitFor(() => expect(backend.insert).toHaveBeenCalledWith('lesson_post_hides', { question_id: 1, reply_id: null }));
    await user.click(within(first).getByRole('button', { name: 'เลิกซ่อน ตอบ อนุชา' }));
    await waitFor(() => expect(backend.remove).toHaveBeenCalledWith('lesson_post_hides', 'reply_id', 12));
  });

  it('lets a visitor on a free preview read but not post', async () => {
    backend.permissions = { can_read: true, can_post: false, can_accept: false, can_hide: false };
    backend.userId = null;
    renderWithProviders(<LessonQuestions courseId={1} lessonId={111} />);
    expect(await screen.findByText('ลงทะเบียนเรียนคอร์สนี้เพื่อถามหรือตอบคำถาม')).toBeInTheDocument();
    expect(await screen.findAllByTestId('qa-question')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'ถามคำถาม' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows nothing to someone who may not see the lesson', async () => {
    backend.permissions = { can_read: false, can_post: false, can_accept: false, can_hide: false };
    renderWithProviders(<LessonQuestions courseId={1} lessonId={421} />);
    await waitFor(() => expect(backend.rpc).toHaveBeenCalledWith('lesson_qa_permissions', { p_lesson_id: 421 }));
    await waitFor(() => expect(screen.queryByTestId('lesson-qa')).not.toBeInTheDocument());
  });
});
