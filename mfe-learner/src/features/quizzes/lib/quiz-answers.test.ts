import { describe, expect, it } from 'vitest';
import { isAnswered, toAnswerPayload, toggleChoice, unansweredQuestionIds } from './quiz-answers.ts';
import type { QuizQuestion } from './quiz-schemas.ts';

const questions: QuizQuestion[] = [
  { id: 1, kind: 'single', prompt: 'a', choices: [{ id: 11, label: 'x' }] },
  {
    id: 2,
    kind: 'multiple',
    prompt: 'b',
    choices: [
      { id: 21, label: 'y' },
      { id: 22, label: 'z' },
    ],
  },
  { id: 3, kind: 'short', prompt: 'c', choices: [] },
];

describe('quiz answers', () => {
  it('counts blank text and no ticks as unanswered', () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered('   ')).toBe(false);
    expect(isAnswered([])).toBe(false);
    expect(isAnswered(0)).toBe(true);
    expect(unansweredQuestionIds(questions, { 1: 11, 2: [], 3: ' ' })).toEqual([2, 3]);
  });

  it('ticks and unticks choices without duplicates', () => {
    expect(toggleChoice(undefined, 21, true)).toEqual([21]);
    expect(toggleChoice([21], 21, true)).toEqual([21]);
    expect(toggleChoice([21, 22], 21, false)).toEqual([22]);
  });

  it('builds the payload from the quiz’s own questions only, text as typed (the server normalises), capped at 500', () => {
    const long = 'ก'.repeat(600);
    expect(toAnswerPayload(questions, { 1: 11, 2: [22], 3: long, 99: 5 })).toEqual({ 1: 11, 2: [22], 3: 'ก'.repeat(500) });
    expect(toAnswerPayload(questions, { 3: '  Git  Merge ' })).toEqual({ 3: '  Git  Merge ' });
  });
});
