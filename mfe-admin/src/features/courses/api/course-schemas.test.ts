import { describe, expect, it } from 'vitest';
import { toCourseForm, toCourseRow } from './save-course.ts';
import { lessonFormSchema } from './save-lesson.ts';
import type { CourseRecord } from './types.ts';

const toCourseRecord = (row: ReturnType<typeof toCourseRow>): CourseRecord => ({ ...row, id: 1, status: 'draft' });

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

  it('sends a sale as a price and an instant, or neither', () => {
    const base = { ...toCourseForm(null), title: 'x', price: 2990 };
    expect(toCourseRow(base)).toMatchObject({ sale_price: null, sale_ends_at: null });
    const row = toCourseRow({ ...base, sale_price: '1990', sale_ends_at: '2026-12-31T23:59' });
    expect(row.sale_price).toBe(1990);
    expect(row.sale_ends_at).toBe(new Date('2026-12-31T23:59').toISOString());
    expect(toCourseForm({ ...toCourseRecord(row), sale_ends_at: row.sale_ends_at }).sale_ends_at).toBe('2026-12-31T23:59');
  });

  it('refuses half a sale, and a sale not below the price', () => {
    const base = { ...toCourseForm(null), title: 'x', price: 2990 };
    expect(() => toCourseRow({ ...base, sale_price: '1990' })).toThrow();
    expect(() => toCourseRow({ ...base, sale_ends_at: '2026-12-31T23:59' })).toThrow();
    expect(() => toCourseRow({ ...base, sale_price: '2990', sale_ends_at: '2026-12-31T23:59' })).toThrow();
    expect(() => toCourseRow({ ...base, sale_price: '0', sale_ends_at: '2026-12-31T23:59' })).toThrow();
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
