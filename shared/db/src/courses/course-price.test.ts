import { describe, expect, it } from 'vitest';
import { coursePriceText, currentCoursePrice } from './course-price.ts';

const NOW = Date.parse('2026-11-27T12:00:00Z');

describe('currentCoursePrice (the database’s course_current_price)', () => {
  it('is the sale price before the sale ends and the list price from its end on', () => {
    const sale = { price: 2790, sale_price: 1990, sale_ends_at: '2026-11-27T12:00:01Z' };
    expect(currentCoursePrice(sale, NOW)).toBe(1990);
    expect(currentCoursePrice({ ...sale, sale_ends_at: '2026-11-27T12:00:00Z' }, NOW)).toBe(2790);
  });

  it('is the list price without a sale', () => {
    expect(currentCoursePrice({ price: 2490, sale_price: null, sale_ends_at: null }, NOW)).toBe(2490);
  });
});

describe('coursePriceText', () => {
  it('says ฟรี for a free course and whole baht otherwise', () => {
    expect(coursePriceText(0)).toBe('ฟรี');
    expect(coursePriceText(1790)).toBe('฿1,790');
  });
});
