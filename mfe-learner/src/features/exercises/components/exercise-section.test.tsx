import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import type { ExerciseTest, RunOutcome } from '@shared/code-runner';
import { lessonText } from '../../../config/lesson-messages.ts';
import { startAuthBusSignedOut } from '@shared/platform/auth';
import { initSupabase } from '@shared/platform/supabase/init';
import { refused, resetTestBackend, startSignedIn, stubBackend, type Handler } from '@shared/testing/stub-backend';
import { ExerciseSection } from './exercise-section.tsx';

// The runner and CodeMirror need a browser (Web Workers, layout): e2e runs them for real
// (e2e/tests/mfe-learner/exercises.spec.ts). Here the section's own logic runs against a stand-in
// runner and a plain text area with the editor's props.
const runs = vi.hoisted(() => ({ next: null as RunOutcome | null, calls: [] as { code: string }[] }));
vi.mock('@shared/code-runner', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@shared/code-runner')>()),
  runExercise: (_language: string, code: string, tests: readonly ExerciseTest[]) => {
    runs.calls.push({ code });
    return Promise.resolve(
      runs.next ?? { status: 'passed', durationMs: 3, tests: tests.map((t) => ({ name: t.name, passed: true, output: '', error: null })) },
    );
  },
}));
vi.mock('@shared/code-editor', () => ({
  CodeEditor: ({ value, onChange, label, invalid }: { value: string; onChange: (v: string) => void; label: string; invalid: boolean }) => (
    <textarea aria-label={label} aria-invalid={invalid} value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

const text = lessonText.exercise;
const LESSON = 223;
const exercise = {
  lesson_id: LESSON,
  language: 'javascript',
  starter_code: 'function courseCardLabel() {}',
  tests: [
    { name: 'ราคาปกติ', code: "assertEqual(courseCardLabel('React', 2990), 'React · ฿2,990');" },
    { name: 'คอร์สฟรี', code: 'x' },
  ],
};
/** A submission as the server's grader leaves it: the two visible tests, then two hidden ones. */
const graded = (status: 'passed' | 'failed', passed: boolean[]) => ({
  id: status === 'passed' ? 7 : 8,
  status,
  results: {
    tests: passed.map((ok, i) => ({
      name: i < 2 ? exercise.tests[i]?.name : `ซ่อน ${i}`,
      passed: ok,
      output: i < 2 ? '' : null,
      error: null,
      hidden: i >= 2,
    })),
    duration_ms: 40,
  },
});

function backend(extra: Record<string, Handler> = {}) {
  return stubBackend({ lesson_exercises: () => ({ json: [exercise] }), exercise_submissions: () => ({ json: [] }), ...extra });
}
const editor = () => screen.findByRole('textbox', { name: text.editorLabel('JavaScript') });

/** A visitor: the site's client exists (previews are readable signed out), nobody is signed in. */
function startSignedOut() {
  initSupabase({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: `${'a'.repeat(40)}.${'b'.repeat(20)}` });
  startAuthBusSignedOut();
}

beforeEach(() => {
  runs.next = null;
  runs.calls = [];
});
afterEach(() => resetTestBackend());

describe('ExerciseSection', () => {
  it('shows nothing for a lesson without an exercise', async () => {
    const seen = stubBackend({ lesson_exercises: () => ({ json: [] }) });
    startSignedOut();
    const { container } = renderWithProviders(<ExerciseSection lessonId={712} />);
    await waitFor(() => expect(seen.some((r) => r.path === 'lesson_exercises')).toBe(true));
    await waitFor(() => expect(container.querySelector('[data-testid="exercise"]')).toBeNull());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("sends a passing solution to the server (code only) and shows the server's verdict", async () => {
    const seen = backend({
      'rpc/submit_exercise': () => ({ json: { id: 7, status: 'pending' } }),
      exercise_submissions: ({ url }) => ({
        json: url.searchParams.get('id') === 'eq.7' ? graded('passed', [true, true, true, true]) : [],
      }),
    });
    await startSignedIn();
    renderWithProviders(<ExerciseSection lessonId={LESSON} />);
    expect(await editor()).toHaveValue(exercise.starter_code);
    await userEvent.click(screen.getByRole('button', { name: text.run }));

    expect(await screen.findByText(text.passed)).toBeVisible();
    expect(screen.getByText(text.serverPassed(4, 2))).toBeVisible();
    expect(screen.getByText(text.testsSummary(2, 2))).toBeVisible();
    const submitted = seen.find((r) => r.path === 'rpc/submit_exercise');
    // The browser's results are never sent: the server runs the code itself.
    expect(submitted?.body).toEqual({ p_lesson_id: LESSON, p_code: exercise.starter_code });
  });

  it("shows the server's failure when the hidden tests fail, without ผ่านแล้ว", async () => {
    backend({
      'rpc/submit_exercise': () => ({ json: { id: 8, status: 'pending' } }),
      exercise_submissions: ({ url }) => ({
        json: url.searchParams.get('id') === 'eq.8' ? graded('failed', [true, true, false, false]) : [],
      }),
    });
    await startSignedIn();
    renderWithProviders(<ExerciseSection lessonId={LESSON} />);
    await editor();
    await userEvent.click(screen.getByRole('button', { name: text.run }));
    expect(await screen.findByText(text.serverFailed(2, 4, 2))).toBeVisible();
    expect(screen.queryByText(text.passed)).toBeNull();
  });

  it('shows each failing test with its error and output, and stores nothing', async () => {
    const seen = backend();
    await startSignedIn();
    runs.next = {
      status: 'timeout',
      durationMs: 5001,
      tests: [
        { name: 'ราคาปกติ', passed: false, output: 'บวก 1 2', error: 'คาดว่าได้ "React · ฿2,990" แต่ได้ undefined' },
        { name: 'คอร์สฟรี', passed: false, output: '', error: 'โค้ดทำงานนานเกินไป (เกิน 5 วินาที)' },
      ],
    };
    renderWithProviders(<ExerciseSection lessonId={LESSON} />);
    await editor();
    await userEvent.click(screen.getByRole('button', { name: text.run }));
    expect(await screen.findByText('คาดว่าได้ "React · ฿2,990" แต่ได้ undefined')).toBeVisible();
    expect(screen.getByText('บวก 1 2')).toBeVisible();
    expect(screen.getAllByText('โค้ดทำงานนานเกินไป (เกิน 5 วินาที)').length).toBeGreaterThan(0);
    expect(screen.getByText(text.testsSummary(0, 2))).toBeVisible();
    expect(screen.queryByText(text.passed)).toBeNull();
    expect(seen.some((r) => r.path === 'rpc/submit_exercise')).toBe(false);
  });

  it('says in Thai why the database refused the submission', async () => {
    backend({ 'rpc/submit_exercise': () => refused('exercise_not_available') });
    await startSignedIn();
    renderWithProviders(<ExerciseSection lessonId={LESSON} />);
    await editor();
    await userEvent.click(screen.getByRole('button', { name: text.run }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.errors.exercise_not_available);
    expect(screen.queryByText(text.passed)).toBeNull();
  });

  it('asks a visitor to sign in to store a passing run, without calling the database', async () => {
    const seen = backend();
    startSignedOut();
    renderWithProviders(<ExerciseSection lessonId={LESSON} />);
    await editor();
    await userEvent.click(screen.getByRole('button', { name: text.run }));
    expect(await screen.findByText(text.signInToSave)).toBeVisible();
    expect(seen.some((r) => r.path === 'rpc/submit_exercise')).toBe(false);
  });

  it('keeps the draft across a reload and resets to the starter code', async () => {
    backend();
    startSignedOut();
    const first = renderWithProviders(<ExerciseSection lessonId={LESSON} />);
    await userEvent.clear(await editor());
    await userEvent.type(await editor(), 'let draft = 1;');
    first.unmount();

    renderWithProviders(<ExerciseSection lessonId={LESSON} />);
    expect(await editor()).toHaveValue('let draft = 1;');
    await userEvent.click(screen.getByRole('button', { name: text.reset }));
    expect(await editor()).toHaveValue(exercise.starter_code);
    expect(localStorage.getItem(`riancode:exercise-draft:${LESSON}`)).toBeNull();
  });

  it('refuses to run code over 64 KB, marking the editor invalid and keeping the code', async () => {
    backend();
    startSignedOut();
    localStorage.setItem(`riancode:exercise-draft:${LESSON}`, 'ก'.repeat(22_000));
    renderWithProviders(<ExerciseSection lessonId={LESSON} />);
    expect(await editor()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(text.tooLarge);
    expect(screen.getByRole('button', { name: text.run })).toBeDisabled();
    expect(runs.calls).toEqual([]);
    expect(await editor()).toHaveValue('ก'.repeat(22_000));
  });
});
