import { describe, expect, it } from 'vitest';
import { questionText } from '../../../config/question-messages.ts';
import { postErrorMessage } from './post-mutation-helpers.ts';

describe('postErrorMessage', () => {
  it('says in Thai that posting is too fast when the database throttles it (P0001 post_rate_limited)', () => {
    const throttled = { code: 'P0001', message: 'post_rate_limited', details: 'at most 5 posts a minute' };
    expect(postErrorMessage(throttled)).toBe(questionText.tooFast);
    expect(questionText.tooFast).toContain('5 โพสต์ต่อนาที');
  });

  it('keeps the refusal and the generic message for everything else', () => {
    expect(postErrorMessage({ code: '42501', message: 'new row violates row-level security policy' })).toBe(questionText.refused);
    expect(postErrorMessage({ code: 'P0001', message: 'post_not_found' })).toBe(questionText.error);
    expect(postErrorMessage(null)).toBe(questionText.error);
  });
});
