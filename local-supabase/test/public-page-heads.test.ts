import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * The reads site-server makes as a visitor for a page's head and its 404 (site-server/src/pages/heads)
 * and for sitemap.xml, asked of the real backend: the titles issue 31 found missing, an instructor
 * and a certificate that do not exist.
 */
let server: TestServer;
let anon: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  anon = anonClient(server);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('public page heads', () => {
  it('/blog and /auth/forgot-password have titles of their own in site_seo', async () => {
    const { data, error } = await anon.from('site_seo').select('path,title').in('path', ['/blog', '/auth/forgot-password']).order('path');
    expect(error).toBeNull();
    expect(data).toEqual([
      { path: '/auth/forgot-password', title: 'ลืมรหัสผ่าน | เรียนโค้ด' },
      { path: '/blog', title: 'บทความ | เรียนโค้ด' },
    ]);
  });

  it('instructor_profiles lists the instructors for the sitemap, and no row for an id that is nobody', async () => {
    const listed = await anon.from('instructor_profiles').select('id').order('id');
    expect(listed.error).toBeNull();
    expect(listed.data?.length).toBeGreaterThan(0);
    const nobody = await anon.from('instructor_profiles').select('name').eq('id', 999999);
    expect(nobody).toMatchObject({ error: null, data: [] });
  });

  it('verify_certificate, asked with GET as site-server asks, finds no certificate for a code never issued', async () => {
    const answer = await anon.rpc('verify_certificate', { p_code: 'RC-2026-ZZZZZZZZ' }, { get: true });
    expect(answer).toMatchObject({ error: null, data: [] });
  });
});
