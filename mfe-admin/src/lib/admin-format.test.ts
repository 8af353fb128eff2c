import { describe, expect, it } from 'vitest';
import { formatThaiDateTime } from './admin-format.ts';

describe('formatThaiDateTime', () => {
  it('says the day and time on the school’s clock (Bangkok, UTC+7), wherever the page runs', () => {
    expect(formatThaiDateTime('2026-11-28T17:30:00Z')).toMatch(/^29 .+ 00:30$/);
    expect(formatThaiDateTime('not a date')).toBe('');
  });
});
