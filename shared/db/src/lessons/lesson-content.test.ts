import { describe, expect, it } from 'vitest';
import { readLessonContent } from './lesson-content.ts';

const lesson = { id: 3, course_id: 1, title: 'ตัวแปร', type: 'video', duration_minutes: 12, video_url: null, body: null };

describe('readLessonContent (get_lesson answers Json)', () => {
  it('reads a lesson, a missing body as empty text', () => {
    expect(readLessonContent(lesson)).toEqual({ ...lesson, body: '' });
    expect(readLessonContent({ ...lesson, body: 'เนื้อหา', video_url: 'v.mp4', extra: 1 })).toEqual({
      ...lesson,
      body: 'เนื้อหา',
      video_url: 'v.mp4',
    });
  });

  it('refuses an answer of another shape, naming the field', () => {
    expect(() => readLessonContent({ ...lesson, type: 'podcast' })).toThrow('get_lesson answered an unexpected type');
    expect(() => readLessonContent({ ...lesson, id: '3' })).toThrow('unexpected id');
    expect(() => readLessonContent({ ...lesson, video_url: 1 })).toThrow('unexpected video_url');
    expect(() => readLessonContent(null)).toThrow('unexpected answer');
  });
});
