import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { ruleError, startFakeBackend } from '@shared/testing/fake-backend';
import { QuizEditorDialog } from './quiz-editor-dialog.tsx';

const SAVE = '/rest/v1/rpc/admin_save_quiz';
let backend: ReturnType<typeof startFakeBackend> | null = null;
afterEach(() => backend?.stop());

function start(onSave: () => { status: number; body: unknown } = () => ({ status: 200, body: { lesson_id: 713, questions: 1 } })) {
  backend = startFakeBackend((r) => {
    if (r.path === '/rest/v1/quizzes') return { status: 200, body: { pass_percent: 80, max_attempts: 3 } };
    if (r.path === '/rest/v1/quiz_questions') {
      return {
        status: 200,
        body: [
          {
            kind: 'single',
            prompt: 'สร้าง branch',
            explanation: 'switch -c',
            quiz_choices: [
              { label: 'git merge', is_correct: false, position: 2 },
              { label: 'git switch -c', is_correct: true, position: 1 },
            ],
            quiz_short_answers: [],
          },
        ],
      };
    }
    if (r.path === SAVE) return onSave();
    return { status: 404, body: {} };
  });
  return backend;
}

// Many user-event steps per test: room for a busy 2-core runner.
describe('QuizEditorDialog', { timeout: 20_000 }, () => {
  it('loads the quiz with its answers, checks it in Thai, and saves it whole', async () => {
    const server = start();
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<QuizEditorDialog lesson={{ id: 713, title: 'แบบทดสอบท้ายคอร์ส' }} onClose={onClose} />);
    expect(await screen.findByLabelText('เกณฑ์ผ่าน (%)')).toHaveValue(80);
    expect(screen.getByLabelText('ตัวเลือกที่ 1')).toHaveValue('git switch -c');
    expect(screen.getByRole('radio', { name: 'ตัวเลือกที่ 1 เป็นคำตอบที่ถูก' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'เพิ่มคำถาม' }));
    const second = screen.getAllByTestId('quiz-question-editor')[1];
    if (!second) throw new Error('no second question');
    await user.selectOptions(within(second).getByLabelText('รูปแบบคำถาม'), 'short');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await within(second).findByText('กรุณากรอกคำถาม')).toBeInTheDocument();
    expect(within(second).getByText('กรอกคำตอบที่ยอมรับอย่างน้อย 1 คำตอบ')).toBeInTheDocument();
    expect(within(second).getByLabelText('คำถาม')).toHaveFocus();
    expect(server.to(SAVE)).toHaveLength(0);

    await user.type(within(second).getByLabelText('คำถาม'), 'คำสั่งรวม branch');
    await user.type(within(second).getByLabelText(/คำตอบที่ยอมรับ/), 'merge{Enter}git merge');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.to(SAVE)[0]?.body).toEqual({
      p_lesson_id: 713,
      p_pass_percent: 80,
      p_max_attempts: 3,
      p_questions: [
        {
          kind: 'single',
          prompt: 'สร้าง branch',
          explanation: 'switch -c',
          choices: [
            { label: 'git switch -c', is_correct: true },
            { label: 'git merge', is_correct: false },
          ],
        },
        { kind: 'short', prompt: 'คำสั่งรวม branch', explanation: '', answers: ['merge', 'git merge'] },
      ],
    });
  });

  it('shows the database’s refusal in Thai and keeps the form', async () => {
    start(() => ruleError('quiz_wrong_correct_count'));
    const user = userEvent.setup();
    renderWithProviders(<QuizEditorDialog lesson={{ id: 713, title: 'แบบทดสอบ' }} onClose={() => undefined} />);
    await screen.findByLabelText('เกณฑ์ผ่าน (%)');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByTestId('quiz-editor-error')).toHaveTextContent('คำถามแบบเลือกคำตอบเดียวต้องมีคำตอบถูก 1 ข้อพอดี');
    expect(screen.getByLabelText('ตัวเลือกที่ 1')).toHaveValue('git switch -c');
  });
});
