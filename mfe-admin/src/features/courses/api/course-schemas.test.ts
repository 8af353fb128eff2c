import { describe, expect, it } from 'vitest';
import { toCourseForm, toCourseRow } from './save-course.ts';
import { lessonFormSchema } from './save-lesson.ts';

describe('course form ↔ row', () => {
  it('turns form text into the columns the table expects', () => {
    const row = toCourseRow({
      ...toCourseForm(null),
      title: '  React เบื้องต้น ',
      instructor_id: '',
      image_url: ' ',
      what_you_learn: 'JSX\n\n  Hooks  \n',
      price: 1790,
    });
    expect(row).toMatchObject({
      title: 'React เบื้องต้น',
      instructor_id: null,
      image_url: null,
      what_you_learn: ['JSX', 'Hooks'],
      requirements: [],
      price: 1790,
    });
  });

  it('keeps a chosen instructor as a number and refuses a negative price', () => {
    expect(toCourseRow({ ...toCourseForm(null), title: 'x', instructor_id: '3' }).instructor_id).toBe(3);
    expect(() => toCourseRow({ ...toCourseForm(null), title: 'x', price: -1 })).toThrow();
  });
});

describe('lessonFormSchema', () => {
  const lesson = {
    title: 'บทนำ',
    type: 'video' as const,
    duration_minutes: 10,
    is_preview: true,
    position: 1,
    video_url: '',
    video_duration_seconds: null,
    body: '',
  };

  it('keeps the free-preview flag and limits duration like the table does', () => {
    expect(lessonFormSchema.parse(lesson).is_preview).toBe(true);
    expect(lessonFormSchema.safeParse({ ...lesson, duration_minutes: 1441 }).success).toBe(false);
    expect(lessonFormSchema.safeParse({ ...lesson, video_url: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('takes the video length in seconds like the table does (> 0, ≤ 86400), or none', () => {
    expect(lessonFormSchema.parse({ ...lesson, video_duration_seconds: 6.5 }).video_duration_seconds).toBe(6.5);
    for (const bad of [0, -1, 86401, Number.NaN])
      expect(lessonFormSchema.safeParse({ ...lesson, video_duration_seconds: bad }).success).toBe(false);
  });
});
