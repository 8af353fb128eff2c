// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkoutText } from '../../../config/checkout-messages.ts';

describe('the checkout coupon placeholder', () => {
  it('shows no code at all, so it can never be a real coupon (the seed had WELCOME10, unlimited)', () => {
    const seed = readFileSync(new URL('../../../../../supabase/seed.sql', import.meta.url), 'utf8');
    const seededCodes = [...seed.matchAll(/\(\d+, '([A-Z0-9]+)', '(?:percent|fixed)'/g)].map((match) => match[1]);
    expect(seededCodes).toContain('WELCOME10');
    const placeholder = checkoutText.couponPlaceholder;
    for (const code of seededCodes) expect(placeholder).not.toContain(code);
    expect(placeholder).not.toMatch(/[A-Z0-9]{4,}/);
  });
});
