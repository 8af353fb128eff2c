import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, signedInClient, verifyAdminFactor } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Course media buckets (decision 0054) through storage-js: who writes (the course's instructor at
// aal2, admins), types from the bytes, the instructor's quota, and orphans removed through Storage.
// Course 4 is instructor 1's (lesson 421); course 2 another's.
let server: TestServer;
let instructor: SupabaseClient;
let admin: SupabaseClient;
let learner: SupabaseClient;

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
const vtt = Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nสวัสดี\n');
const query = <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
  server.db.transaction(null, async (tx) => (await tx.query<T>(sql, params)).rows);

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInClient(server, 'admin');
  learner = await signedInClient(server, 'learner');
  instructor = await signedInClient(server, 'instructor');
  await verifyAdminFactor(server, instructor, 'instructor@riancode.dev');
}, 120_000);
afterAll(async () => {
  await server.stop();
});

describe('course media buckets', () => {
  it('the instructor uploads a cover of their own course, served publicly with its long cache; not another course', async () => {
    const covers = instructor.storage.from('course-covers');
    expect((await covers.upload('4/cover.png', png, { contentType: 'image/png', cacheControl: '31536000' })).error).toBeNull();
    const served = await fetch(covers.getPublicUrl('4/cover.png').data.publicUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('max-age=31536000');
    expect((await covers.upload('2/cover.png', png, { contentType: 'image/png' })).error).toMatchObject({ statusCode: '403' });
    expect((await learner.storage.from('course-covers').upload('4/x.png', png, { contentType: 'image/png' })).error).toMatchObject({
      statusCode: '403',
    });
  });

  it('article images: admins upload them into the public article-images bucket; instructors and learners do not', async () => {
    const images = admin.storage.from('article-images');
    expect((await images.upload('2026-11/diagram.png', png, { contentType: 'image/png' })).error).toBeNull();
    expect((await fetch(images.getPublicUrl('2026-11/diagram.png').data.publicUrl)).status).toBe(200);
    for (const member of [instructor, learner]) {
      const refused = await member.storage.from('article-images').upload('2026-11/x.png', png, { contentType: 'image/png' });
      expect(refused.error).toMatchObject({ statusCode: '403' });
    }
    const notAnImage = await images.upload('2026-11/fake.png', Buffer.from('<svg/>'), { contentType: 'image/png' });
    expect(notAnImage.error).toMatchObject({ statusCode: '415' });
  });

  it('captions must be WebVTT from the bytes, and are signed only for readers of the lesson', async () => {
    const captions = instructor.storage.from('lesson-captions');
    expect((await captions.upload('421/th.vtt', vtt, { contentType: 'text/vtt' })).error).toBeNull();
    const srt = Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nhi\n');
    expect((await captions.upload('421/en.vtt', srt, { contentType: 'text/vtt' })).error).toMatchObject({ statusCode: '415' });
    expect((await instructor.storage.from('lesson-captions').createSignedUrl('421/th.vtt', 60)).error).toBeNull();
    expect((await learner.storage.from('lesson-captions').createSignedUrl('421/th.vtt', 60)).error).not.toBeNull();
    expect((await anonClient(server).storage.from('lesson-captions').createSignedUrl('421/th.vtt', 60)).error).not.toBeNull();
    // The track may point at it, in its own lesson's folder only.
    await query("insert into public.lesson_captions (lesson_id, lang, label, url) values (421, 'zh', '中文', 'storage:421/th.vtt')");
    await expect(
      query("insert into public.lesson_captions (lesson_id, lang, label, url) values (421, 'ja', '日本語', 'storage:212/en.vtt')"),
    ).rejects.toThrow(/check constraint/);
  });

  it('refuses an upload past the instructor’s quota, for admins too', async () => {
    const [used] = await query<{ used: string }>('select public.instructor_storage_used(1)::text as used');
    await query('insert into public.instructor_storage_quotas (instructor_id, bytes_limit) values (1, $1)', [Number(used?.used) + 100]);
    const files = instructor.storage.from('lesson-files');
    const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9)]);
    expect((await files.upload('421/small.pdf', pdf(60), { contentType: 'application/pdf' })).error).toBeNull();
    const refused = await admin.storage.from('lesson-files').upload('421/big.pdf', pdf(60), { contentType: 'application/pdf' });
    expect(refused.error?.message).toContain('storage_quota_exceeded');
    expect((await instructor.rpc('course_media_quota', { p_course_id: 4 })).data).toMatchObject({ limit: Number(used?.used) + 100 });
    await query('delete from public.instructor_storage_quotas where instructor_id = 1');
  });

  it('removes the media of a deleted lesson through Storage (row and file)', async () => {
    const [lesson] = await query<{ id: number }>(
      "insert into public.lessons (module_id, title, type, position) values (41, 'ชั่วคราว', 'video', 99) returning id::int as id",
    );
    const path = `${lesson?.id}/clip.mp4`;
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(32)]);
    expect((await instructor.storage.from('lesson-videos').upload(path, mp4, { contentType: 'video/mp4' })).error).toBeNull();
    await query('delete from public.lessons where id = $1', [lesson?.id]);
    expect(await server.runFunctionJob('remove-orphaned-files')).toMatchObject({ media: 1 });
    expect(await query('select 1 from storage.objects where bucket_id = $1 and name = $2', ['lesson-videos', path])).toHaveLength(0);
  });
});
