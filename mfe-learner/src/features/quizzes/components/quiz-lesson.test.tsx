import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { refused, resetTestBackend, startSignedIn, stubBackend, type Handler } from '@shared/testing/stub-backend';
import { lessonText } from '../../../config/lesson-messages.ts';
import { QuizLesson } from './quiz-lesson.tsx';

const quiz = {
  lesson_id: 713,
  pass_percent: 70,
  max_attempts: 3,
  attempts_used: 0,
  passed: false,
  last_attempt: null,
  questions: [
    {
      id: 1,
      kind: 'single',
      prompt: 'สร้าง branch ใหม่',
      choices: [
        { id: 11, label: 'git switch -c' },
        { id: 12, label: 'git merge' },
      ],
    },
    {
      id: 2,
      kind: 'multiple',
      prompt: 'ก่อนเปิด pull request',
      choices: [
        { id: 21, label: 'commit' },
        { id: 22, label: 'push' },
        { id: 23, label: 'ลบ repo' },
      ],
    },
    { id: 3, kind: 'short', prompt: 'คำสั่งรวม branch', choices: [] },
  ],
};
// As the server answers: verdicts and explanations only with a pass or the last attempt (issue 27).
const graded = (passed: boolean, attemptsLeft: number) => ({
  attempt_id: 1,
  score: passed ? 100 : 66,
  passed,
  correct_count: passed ? 3 : 2,
  question_count: 3,
  pass_percent: 70,
  attempts_used: 3 - attemptsLeft,
  attempts_left: attemptsLeft,
  certificate_code: passed ? 'RC-2026-ABCDEF2345' : null,
  explanations_shown: passed || attemptsLeft === 0,
  results:
    !passed && attemptsLeft > 0
      ? []
      : [
          { question_id: 1, correct: passed, explanation: 'switch -c สร้างและสลับในคำสั่งเดียว' },
          { question_id: 2, correct: true, explanation: '' },
          { question_id: 3, correct: true, explanation: 'git merge รวมประวัติ' },
        ],
});

afterEach(() => resetTestBackend());

async function renderQuiz(grade: Handler) {
  const seen = stubBackend({ 'rpc/get_quiz': () => ({ json: quiz }), 'rpc/grade_quiz_attempt': grade });
  await startSignedIn();
  renderWithProviders(<QuizLesson lessonId={713} />);
  await screen.findByRole('group', { name: /ข้อ 1\. สร้าง branch ใหม่/ });
  return seen;
}

async function answerAll(user: ReturnType<typeof userEvent.setup>, single: string) {
  await user.click(screen.getByRole('radio', { name: single }));
  await user.click(screen.getByRole('checkbox', { name: 'commit' }));
  await user.click(screen.getByRole('checkbox', { name: 'push' }));
  await user.type(screen.getByRole('textbox', { name: 'คำตอบของคุณ' }), '  Git Merge ');
}

// Several user-event steps per test: room for a busy 2-core runner.
describe('QuizLesson', { timeout: 20_000 }, () => {
  it('refuses to send with unanswered questions, in Thai, keeping what was answered', async () => {
    const user = userEvent.setup();
    const seen = await renderQuiz(() => ({ json: graded(true, 2) }));
    await user.click(screen.getByRole('radio', { name: 'git merge' }));
    await user.click(screen.getByRole('button', { name: 'ส่งคำตอบ' }));
    expect(screen.getByText('ยังไม่ได้ตอบ 2 ข้อ กรุณาตอบให้ครบก่อนส่ง')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /ข้อ 2\./ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: /ข้อ 1\./ })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('checkbox', { name: 'commit' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'git merge' })).toBeChecked();
    expect(seen.some((r) => r.path === 'rpc/grade_quiz_attempt')).toBe(false);
  });

  it('sends only the answers (no score), shows the server’s score and attempts left, explanations only with the pass', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const seen = await renderQuiz(() => {
      calls += 1;
      return { json: calls === 1 ? graded(false, 2) : graded(true, 1) };
    });
    await answerAll(user, 'git merge');
    await user.click(screen.getByRole('button', { name: 'ส่งคำตอบ' }));

    const result = await screen.findByTestId('quiz-result');
    expect(result).toHaveFocus();
    expect(within(result).getByText('ได้ 66% (ถูก 2 จาก 3 ข้อ)')).toBeInTheDocument();
    expect(within(result).getByText('ยังไม่ผ่าน ต้องได้อย่างน้อย 70%')).toBeInTheDocument();
    expect(within(result).getByText('ทำได้อีก 2 จาก 3 ครั้ง')).toBeInTheDocument();
    expect(within(result).getByText(lessonText.quiz.explanationsLater)).toBeInTheDocument();
    expect(within(screen.getByTestId('quiz-question-1')).queryByText('ผิด')).toBeNull();
    expect(screen.queryByText('switch -c สร้างและสลับในคำสั่งเดียว')).toBeNull();
    expect(screen.getByRole('radio', { name: 'git switch -c' })).toBeDisabled();
    const sent = seen.find((r) => r.path === 'rpc/grade_quiz_attempt');
    expect(sent?.body).toEqual({ p_lesson_id: 713, p_answers: { 1: 12, 2: [21, 22], 3: '  Git Merge ' } });

    await user.click(within(result).getByRole('button', { name: 'ทำอีกครั้ง' }));
    expect(screen.getByRole('radio', { name: 'git merge' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'git switch -c' }));
    await user.click(screen.getByRole('button', { name: 'ส่งคำตอบ' }));
    const passed = await screen.findByText('ผ่านแบบทดสอบแล้ว! บทเรียนนี้ถูกบันทึกว่าเรียนจบ');
    const panel = passed.closest('[data-testid="quiz-result"]') as HTMLElement;
    expect(within(panel).getByRole('link', { name: 'ดูใบประกาศนียบัตร' })).toHaveAttribute('href', '/certificates/RC-2026-ABCDEF2345/print');
    expect(within(panel).queryByRole('button', { name: 'ทำอีกครั้ง' })).toBeNull();
    expect(within(panel).queryByText(lessonText.quiz.explanationsLater)).toBeNull();
    expect(screen.getByText('switch -c สร้างและสลับในคำสั่งเดียว')).toBeInTheDocument();
  });

  it('shows the grader’s refusal in Thai and keeps the answers', async () => {
    const user = userEvent.setup();
    await renderQuiz(() => refused('quiz_attempts_exhausted'));
    await answerAll(user, 'git switch -c');
    await user.click(screen.getByRole('button', { name: 'ส่งคำตอบ' }));
    expect(await screen.findByText('คุณใช้สิทธิ์ทำแบบทดสอบนี้ครบแล้ว')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'ส่งคำตอบ' })).toBeEnabled());
    expect(screen.getByRole('radio', { name: 'git switch -c' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'คำตอบของคุณ' })).toHaveValue('  Git Merge ');
  });
});
