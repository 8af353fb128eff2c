import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, signedInClient, verifyAdminFactor } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Downloadable lesson files (issue 30, decision 0060) through supabase-js as the apps use them:
// the instructor uploads to lesson-files and lists the file; enrolled learners, the instructor and
// admins see the list and get a signed URL; a member who is not enrolled gets neither, even on a
// free preview lesson. Course 4 is instructor 1's; somchai is enrolled in it, the demo learner not.
// Lesson 411 is a free preview of course 4, 421 a paid lesson.
let server: TestServer;
let instructor: SupabaseClient;
let admin: SupabaseClient;
let learner: SupabaseClient;
let enrolled: SupabaseClient;

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(120, 0x20), Buffer.from('\n%%EOF\n')]);
const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60)]);
const query = <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
  server.db.transaction(null, async (tx) => (await tx.query<T>(sql, params)).rows);

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInClient(server, 'admin');
  learner = await signedInClient(server, 'learner');
  instructor = await signedInClient(server, 'instructor');
  await verifyAdminFactor(server, instructor, 'instructor@riancode.dev');
  enrolled = anonClient(server);
  const { error } = await enrolled.auth.signInWithPassword({ email: 'somchai@riancode.dev', password: 'Learner#2026' });
  if (error) throw new Error(`somchai's sign-in failed: ${error.message}`);
}, 120_000);
afterAll(async () => {
  await server.stop();
});

async function attach(client: SupabaseClient, objectName: string, body: Buffer, contentType: string, fileName: string) {
  const uploaded = await client.storage.from('lesson-files').upload(objectName, body, { contentType });
  expect(uploaded.error).toBeNull();
  return client
    .from('lesson_files')
    .insert({ lesson_id: Number(objectName.split('/')[0]), object_name: objectName, file_name: fileName })
    .select()
    .single();
}

describe('downloadable lesson files', () => {
  it('the instructor attaches a PDF; its size and type come from the stored object', async () => {
    const listed = await attach(instructor, '421/cheatsheet-pandas.pdf', pdf, 'application/pdf', '  สรุปคำสั่ง pandas.pdf ');
    expect(listed.error).toBeNull();
    expect(listed.data).toMatchObject({
      lesson_id: 421,
      file_name: 'สรุปคำสั่ง pandas.pdf',
      content_type: 'application/pdf',
      size_bytes: pdf.length,
    });
  });

  it('lists and signs the file for the enrolled learner, the instructor and the admin; the download carries its name', async () => {
    for (const client of [enrolled, instructor, admin]) {
      const { data } = await client.from('lesson_files').select('object_name, file_name').eq('lesson_id', 421);
      expect(data).toEqual([{ object_name: '421/cheatsheet-pandas.pdf', file_name: 'สรุปคำสั่ง pandas.pdf' }]);
    }
    const signed = await enrolled.storage.from('lesson-files').createSignedUrl('421/cheatsheet-pandas.pdf', 60);
    expect(signed.error).toBeNull();
    // As the lesson page adds it (storage-js's own option encodes a Thai name twice).
    const url = new URL(signed.data?.signedUrl ?? '');
    url.searchParams.set('download', 'สรุปคำสั่ง pandas.pdf');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('สรุปคำสั่ง pandas.pdf')}`);
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('refuses a member who is not enrolled and a visitor: no rows, no signed URL', async () => {
    for (const client of [learner, anonClient(server)]) {
      const { data } = await client.from('lesson_files').select('id').eq('lesson_id', 421);
      expect(data ?? []).toEqual([]);
      const signed = await client.storage.from('lesson-files').createSignedUrl('421/cheatsheet-pandas.pdf', 60);
      expect(signed.error).not.toBeNull();
      expect(signed.data).toBeNull();
    }
  });

  it('keeps the files of a free preview lesson for enrolled learners only', async () => {
    expect((await attach(instructor, '411/dataset.zip', zip, 'application/zip', 'ชุดข้อมูล.zip')).error).toBeNull();
    // The preview itself opens for the member who is not enrolled…
    expect((await learner.rpc('get_lesson', { p_lesson_id: 411 })).error).toBeNull();
    // …its handouts do not.
    expect((await learner.from('lesson_files').select('id').eq('lesson_id', 411)).data).toEqual([]);
    expect((await learner.storage.from('lesson-files').createSignedUrl('411/dataset.zip', 60)).error).not.toBeNull();
    const listed = await enrolled.from('lesson_files').select('file_name, content_type').eq('lesson_id', 411);
    expect(listed.data).toEqual([{ file_name: 'ชุดข้อมูล.zip', content_type: 'application/zip' }]);
  });

  it('refuses a row for a file that was never uploaded, one in another lesson’s folder, and every write of a learner', async () => {
    const missing = await instructor.from('lesson_files').insert({ lesson_id: 421, object_name: '421/none.pdf', file_name: 'ไม่มี.pdf' });
    expect(missing.error).toMatchObject({ code: 'P0001', message: 'lesson_file_not_uploaded' });
    const elsewhere = await instructor
      .from('lesson_files')
      .insert({ lesson_id: 411, object_name: '421/cheatsheet-pandas.pdf', file_name: 'ย้ายบท.pdf' });
    expect(elsewhere.error?.code).toBe('23514');
    const byLearner = await enrolled
      .from('lesson_files')
      .insert({ lesson_id: 421, object_name: '421/cheatsheet-pandas.pdf', file_name: 'x.pdf' });
    expect(byLearner.error?.code).toBe('42501');
    const removedByLearner = await enrolled.from('lesson_files').delete().eq('lesson_id', 421).select();
    expect(removedByLearner.data).toEqual([]);
    // Another instructor's course (2): refused at the bucket already.
    const other = await instructor.storage.from('lesson-files').upload('212/x.pdf', pdf, { contentType: 'application/pdf' });
    expect(other.error).toMatchObject({ statusCode: '403' });
  });

  it('the instructor removes a file: row and object', async () => {
    const removed = await instructor.from('lesson_files').delete().eq('object_name', '421/cheatsheet-pandas.pdf').select('id');
    expect(removed.data).toHaveLength(1);
    expect((await instructor.storage.from('lesson-files').remove(['421/cheatsheet-pandas.pdf'])).data).toHaveLength(1);
    expect(
      await query('select 1 from storage.objects where bucket_id = $1 and name = $2', ['lesson-files', '421/cheatsheet-pandas.pdf']),
    ).toHaveLength(0);
  });

  it('an object no lesson lists for a day is an orphan, removed through Storage', async () => {
    const uploaded = await instructor.storage.from('lesson-files').upload('421/forgotten.pdf', pdf, { contentType: 'application/pdf' });
    expect(uploaded.error).toBeNull();
    // Fresh: maybe its listing is on the way.
    expect(await query("select 1 from public.orphaned_media_objects() where name = '421/forgotten.pdf'")).toHaveLength(0);
    await query(
      "update storage.objects set created_at = now() - interval '2 days' where bucket_id = 'lesson-files' and name = '421/forgotten.pdf'",
    );
    // The listed one of lesson 411 is no orphan, however old.
    await query(
      "update storage.objects set created_at = now() - interval '2 days' where bucket_id = 'lesson-files' and name = '411/dataset.zip'",
    );
    expect(await server.runFunctionJob('remove-orphaned-files')).toMatchObject({ media: 1 });
    const left = await query<{ name: string }>("select name from storage.objects where bucket_id = 'lesson-files' order by name");
    expect(left.map((row) => row.name)).toEqual(['411/dataset.zip']);
  });
});
