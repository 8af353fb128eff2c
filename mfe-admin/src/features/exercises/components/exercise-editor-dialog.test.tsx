import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import type { ExerciseTest } from '@shared/code-runner';
import { adminTh } from '../../../config/messages.ts';
import { startFakeBackend } from '@shared/testing/fake-backend';
import { ExerciseEditorDialog } from './exercise-editor-dialog.tsx';

// CodeMirror and Web Workers need a browser; the runner's own tests run a real worker. Here the
// editor is a text area with the editor's name, and the runner passes a test when the code
// contains the test's name, so a trial run's verdict follows what the form holds.
const ran = vi.hoisted(() => [] as { language: string; code: string; tests: readonly ExerciseTest[] }[]);
vi.mock('@shared/code-runner', () => ({
  runExercise: (language: string, code: string, tests: readonly ExerciseTest[]) => {
    ran.push({ language, code, tests });
    const results = tests.map((t) => ({
      name: t.name,
      passed: code.includes(t.name),
      output: '',
      error: code.includes(t.name) ? null : 'AssertionError',
    }));
    return Promise.resolve({ status: results.every((r) => r.passed) ? 'passed' : 'failed', durationMs: 1, tests: results });
  },
}));
vi.mock('@shared/code-editor', () => ({
  CodeEditor: ({ value, onChange, label, invalid }: { value: string; onChange: (v: string) => void; label: string; invalid: boolean }) => (
    <textarea aria-label={label} aria-invalid={invalid} value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

const t = adminTh.exercises;
const EXERCISES = '/rest/v1/lesson_exercises';
const SOLUTIONS = '/rest/v1/lesson_exercise_solutions';
const HIDDEN = '/rest/v1/rpc/admin_save_exercise_hidden_tests';
let backend: ReturnType<typeof startFakeBackend> | null = null;
afterEach(() => {
  backend?.stop();
  ran.length = 0;
});

const stored = {
  language: 'python',
  starter_code: 'def bmi(w, h):\n    pass',
  tests: [{ name: 'ค่า BMI', code: 'assert bmi(60, 165) == 22.04' }],
  lesson_exercise_solutions: { code: 'def bmi(w, h): return 22.04  # ค่า BMI' },
  lesson_exercise_hidden_tests: { tests: [{ name: 'ค่าอื่น', code: 'assert bmi(80, 180) == 24.69' }] },
};

function start(row: unknown) {
  backend = startFakeBackend((r) => {
    if (r.path === EXERCISES && r.method === 'GET') return { status: 200, body: row === null ? [] : [row] };
    if (r.path === EXERCISES && r.method === 'POST') return { status: 201, body: { lesson_id: 123 } };
    if (r.path === HIDDEN) return { status: 204, body: null };
    if (r.path === SOLUTIONS) return { status: r.method === 'DELETE' ? 204 : 201, body: r.method === 'DELETE' ? null : { lesson_id: 123 } };
    return { status: 404, body: {} };
  });
  return backend;
}

describe('ExerciseEditorDialog', () => {
  it('loads an exercise with its solution and hidden tests, trial-runs solution and starter with the runner, and saves all', async () => {
    const server = start(stored);
    const user = userEvent.setup();
    renderWithProviders(<ExerciseEditorDialog target={{ lessonId: 123, lessonTitle: 'BMI' }} onClose={() => undefined} />);
    expect(await screen.findByRole('textbox', { name: t.solution })).toHaveValue(stored.lesson_exercise_solutions.code);
    expect(screen.getByLabelText(t.language)).toHaveValue('python');
    expect(screen.getByLabelText(t.hiddenTestName(1))).toHaveValue('ค่าอื่น');

    await user.click(screen.getByRole('button', { name: t.runSolution }));
    const panel = screen.getByTestId('exercise-try-run');
    expect(await within(panel).findByText(t.runSummary(t.runSolution, 1, 1))).toBeVisible();
    await user.click(screen.getByRole('button', { name: t.runStarter }));
    expect(await within(panel).findByText(t.runSummary(t.runStarter, 0, 1))).toBeVisible();
    expect(ran.map((r) => [r.language, r.code])).toEqual([
      ['python', stored.lesson_exercise_solutions.code],
      ['python', stored.starter_code],
    ]);

    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(server.to(SOLUTIONS)).toHaveLength(1));
    const upsert = server.to(EXERCISES).find((r) => r.method === 'POST');
    expect(upsert?.body).toEqual({ lesson_id: 123, language: 'python', starter_code: stored.starter_code, tests: stored.tests });
    expect(server.to(SOLUTIONS)[0]?.body).toEqual({ lesson_id: 123, code: stored.lesson_exercise_solutions.code });
    await waitFor(() => expect(server.to(HIDDEN)).toHaveLength(1));
    expect(server.to(HIDDEN)[0]?.body).toEqual({ p_lesson_id: 123, p_tests: stored.lesson_exercise_hidden_tests.tests });
  }, 20_000);

  it('refuses a test without code and duplicate test names at their fields, saving nothing', async () => {
    const server = start(null);
    const user = userEvent.setup();
    renderWithProviders(<ExerciseEditorDialog target={{ lessonId: 123, lessonTitle: 'BMI' }} onClose={() => undefined} />);
    await user.type(await screen.findByLabelText(t.testName(1)), 'ซ้ำ');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.testCodeRequired)).toBeVisible();
    expect(screen.getByRole('textbox', { name: t.testCode(1) })).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByRole('textbox', { name: t.testCode(1) }), 'assert True');
    await user.click(screen.getByRole('button', { name: t.addTest }));
    await user.type(screen.getByLabelText(t.testName(2)), 'ซ้ำ');
    await user.type(screen.getByRole('textbox', { name: t.testCode(2) }), 'assert True');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.testNamesUnique)).toBeVisible();
    expect(server.sent.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(screen.getByLabelText(t.testName(2))).toHaveValue('ซ้ำ');
  }, 20_000);
});
