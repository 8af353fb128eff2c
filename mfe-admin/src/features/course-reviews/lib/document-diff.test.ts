import { describe, expect, it } from 'vitest';
import type { CourseDocument } from '../../../lib/course-document.ts';
import { diffCourseDocument } from './document-diff.ts';

const lesson = (id: number | null, title: string, body = '') => ({
  id,
  title,
  type: 'document' as const,
  duration_minutes: 5,
  is_preview: false,
  video_url: null,
  body,
  quiz: null,
  exercise: null,
});
const LIVE: CourseDocument = {
  title: 'Python',
  description: '',
  long_description: '',
  image_url: null,
  category: 'programming',
  level: 'beginner',
  language: 'ไทย',
  requirements: [],
  what_you_learn: [],
  features: [],
  modules: [{ id: 1, title: 'บทแรก', lessons: [lesson(10, 'ติดตั้ง'), lesson(11, 'ตัวแปร')] }],
};

describe('diffCourseDocument', () => {
  it('finds nothing when the revision is the live course', () => {
    expect(diffCourseDocument(LIVE, LIVE)).toEqual([]);
  });

  it('names changed fields, moved, edited, added and removed lessons', () => {
    const revision: CourseDocument = {
      ...LIVE,
      title: 'Python 2026',
      modules: [{ id: 1, title: 'บทแรก', lessons: [lesson(11, 'ตัวแปร', 'x = 1'), lesson(null, 'ลูป')] }],
    };
    expect(diffCourseDocument(LIVE, revision)).toEqual([
      { kind: 'changed', what: 'title', before: 'Python', after: 'Python 2026' },
      { kind: 'added', what: 'บทเรียน ลูป (บทแรก)' },
      { kind: 'changed', what: 'ลำดับบทเรียน ตัวแปร', before: '1.2', after: '1.1' },
      { kind: 'changed', what: 'ตัวแปร: body', before: '', after: 'x = 1' },
      { kind: 'removed', what: 'บทเรียน ติดตั้ง' },
    ]);
  });

  it('lists a brand-new course’s saved lessons as added (they have ids; the live course is empty)', () => {
    const empty: CourseDocument = { ...LIVE, modules: [] };
    const revision: CourseDocument = { ...LIVE, modules: [{ id: 7, title: 'บทใหม่', lessons: [lesson(70, 'แบบทดสอบบทแรก')] }] };
    expect(diffCourseDocument(empty, revision)).toEqual([
      { kind: 'added', what: 'บท บทใหม่' },
      { kind: 'added', what: 'บทเรียน แบบทดสอบบทแรก (บทใหม่)' },
    ]);
  });
});
