import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

// The private lesson-videos bucket: an object under <lesson_id>/ is readable (signed URL, download)
// exactly by whoever may read that lesson's content; only admins write.
let server: TestServer;
let anon: SupabaseClient;
let learner: SupabaseClient;
let admin: SupabaseClient;
const BUCKET = 'lesson-videos';
const PREVIEW = '711/intro.mp4'; // course 7, free preview
const ENROLLED = '712/task.mp4'; // course 7: the demo learner is enrolled
const LOCKED = '212/types.mp4'; // course 2: the demo learner is not
// Starts like an MP4 (the bucket's type is checked from the bytes): enough for these rules.
const CLIP = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42 not really a video')]);

beforeAll(async () => {
  server = await startTestServer();
  anon = anonClient(server);
  learner = await signedInClient(server, 'learner');
  admin = await signedInClient(server, 'admin');
  const service = serviceClient(server).storage.from(BUCKET);
  for (const path of [PREVIEW, ENROLLED]) {
    const { error } = await service.upload(path, CLIP, { contentType: 'video/mp4' });
    if (error) throw error;
  }
}, 120_000);

afterAll(async () => {
  await server.stop();
});

const signs = async (client: SupabaseClient, path: string) => (await client.storage.from(BUCKET).createSignedUrl(path, 60)).error === null;

describe('lesson-videos bucket', () => {
  it('lets an admin upload a lesson video, and refuses a learner', async () => {
    expect((await admin.storage.from(BUCKET).upload(LOCKED, CLIP, { contentType: 'video/mp4' })).error).toBeNull();
    expect((await learner.storage.from(BUCKET).upload('711/planted.mp4', CLIP, { contentType: 'video/mp4' })).error).toMatchObject({
      statusCode: '403',
    });
    expect((await anon.storage.from(BUCKET).upload('711/planted.mp4', CLIP, { contentType: 'video/mp4' })).error).toMatchObject({
      statusCode: '403',
    });
  });

  it('refuses files that are not videos', async () => {
    expect(
      (await admin.storage.from(BUCKET).upload('711/notes.txt', Buffer.from('x'), { contentType: 'text/plain' })).error,
    ).not.toBeNull();
  });

  it('signs a preview lesson video for anyone, an enrolled lesson only for its learners', async () => {
    expect(await signs(anon, PREVIEW)).toBe(true);
    expect(await signs(anon, ENROLLED)).toBe(false);
    expect(await signs(learner, ENROLLED)).toBe(true);
    expect(await signs(learner, LOCKED)).toBe(false);
    expect(await signs(admin, LOCKED)).toBe(true);
  });

  it('serves the signed URL with byte ranges, as a <video> asks', async () => {
    const { data } = await learner.storage.from(BUCKET).createSignedUrl(ENROLLED, 60);
    const response = await fetch(data?.signedUrl ?? '', { headers: { range: 'bytes=0-9' } });
    expect(response.status).toBe(206);
    expect(await response.text()).toBe(CLIP.subarray(0, 10).toString());
  });
});
