import { describe, expect, it } from 'vitest';
import { courseIdSchema, lessonIdSchema } from './route-ids.ts';

describe('the ids of a lesson page', () => {
  it("reads the URL's digits and the ids the code already holds", () => {
    expect(courseIdSchema.parse('3')).toBe(3);
    expect(lessonIdSchema.parse(12)).toBe(12);
  });

  it('takes nothing else for an id (no coercion)', () => {
    for (const wrong of ['', ' 12', '1e3', '0x10', '-4', '0', '1.5', 'abc', '99999999999999999', 0, -1, 1.5]) {
      expect(courseIdSchema.safeParse(wrong).success, String(wrong)).toBe(false);
    }
  });
});
