import { describe, expect, it } from 'vitest';
import { seoFormSchema } from './save-seo.ts';

describe('seoFormSchema', () => {
  it('accepts site paths and refuses anything the table would refuse', () => {
    expect(seoFormSchema.safeParse({ path: '/courses', title: 'คอร์ส', description: '' }).success).toBe(true);
    expect(seoFormSchema.safeParse({ path: 'courses', title: 'คอร์ส', description: '' }).success).toBe(false);
    expect(seoFormSchema.safeParse({ path: '/a b', title: 'คอร์ส', description: '' }).success).toBe(false);
    expect(seoFormSchema.safeParse({ path: '/', title: '', description: '' }).success).toBe(false);
    expect(seoFormSchema.safeParse({ path: '/', title: 'x', description: 'ก'.repeat(501) }).success).toBe(false);
  });
});
