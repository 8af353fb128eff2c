import { describe, expect, it } from 'vitest';
import { toCourseRecord } from './types.ts';

const row = {
  id: 3,
  title: 'Docker',
  description: '',
  long_description: '',
  image_url: null,
  instructor_id: null,
  category: 'devops',
  level: 'advanced',
  price: 2490,
  what_you_learn: [],
  requirements: [],
  status: 'draft',
  sale_price: null,
  sale_ends_at: null,
};

describe('toCourseRecord', () => {
  it('keeps the typed row and narrows category, level and status', () => {
    expect(toCourseRecord(row)).toEqual(row);
  });

  it('fails loudly on a value outside the table checks', () => {
    expect(() => toCourseRecord({ ...row, category: 'cooking' })).toThrow('unexpected courses.category: cooking');
    expect(() => toCourseRecord({ ...row, level: 'expert' })).toThrow('unexpected courses.level: expert');
    expect(() => toCourseRecord({ ...row, status: 'archived' })).toThrow('unexpected courses.status: archived');
  });
});
