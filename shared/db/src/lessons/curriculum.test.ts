import { describe, expect, it } from 'vitest';
import { canPlay, continueLesson, firstPreviewLesson, lessonAccess, nextPlayableLesson, type CurriculumModule } from './curriculum.ts';

const lesson = (id: number, position: number, is_preview = false) =>
  ({ id, title: `บทที่ ${id}`, type: 'video', duration_minutes: 10, is_preview, position }) as const;

// Deliberately out of order: the server gives embedded rows in no guaranteed order.
const modules: CurriculumModule[] = [
  { id: 2, title: 'ตอนที่ 2', position: 2, lessons: [lesson(22, 2), lesson(21, 1)] },
  { id: 1, title: 'ตอนที่ 1', position: 1, lessons: [lesson(11, 1, true), lesson(12, 2), lesson(13, 3, true)] },
];

describe('lessonAccess (spec §6: playable only when enrolled or a free preview)', () => {
  it('locks non-preview lessons for learners who are not enrolled', () => {
    expect(lessonAccess({ is_preview: false }, false)).toBe('locked');
    expect(canPlay({ is_preview: false }, false)).toBe(false);
  });

  it('opens free previews to everyone', () => {
    expect(lessonAccess({ is_preview: true }, false)).toBe('preview');
    expect(canPlay({ is_preview: true }, false)).toBe(true);
  });

  it('opens every lesson to an enrolled learner', () => {
    expect(lessonAccess({ is_preview: false }, true)).toBe('playable');
    expect(lessonAccess({ is_preview: true }, true)).toBe('playable');
  });
});

describe('nextPlayableLesson', () => {
  it('follows curriculum order across modules when enrolled', () => {
    expect(nextPlayableLesson(modules, 12, true)?.id).toBe(13);
    expect(nextPlayableLesson(modules, 13, true)?.id).toBe(21);
    expect(nextPlayableLesson(modules, 22, true)).toBeNull();
  });

  it('skips locked lessons for a visitor', () => {
    expect(nextPlayableLesson(modules, 11, false)?.id).toBe(13);
    expect(nextPlayableLesson(modules, 13, false)).toBeNull();
  });

  it('returns null for a lesson outside the course', () => {
    expect(nextPlayableLesson(modules, 999, true)).toBeNull();
  });
});

describe('continueLesson and firstPreviewLesson', () => {
  it('continues at the first unfinished lesson, or the first lesson when all are done', () => {
    expect(continueLesson(modules, new Set([11, 12]))?.id).toBe(13);
    expect(continueLesson(modules, new Set([11, 12, 13, 21, 22]))?.id).toBe(11);
    expect(continueLesson([], new Set())).toBeNull();
  });

  it('finds the first free preview', () => {
    expect(firstPreviewLesson(modules)?.id).toBe(11);
    expect(firstPreviewLesson([{ id: 3, title: 'x', position: 1, lessons: [lesson(31, 1)] }])).toBeNull();
  });
});
