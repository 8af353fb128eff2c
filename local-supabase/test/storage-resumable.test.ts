import type { SupabaseClient } from '@supabase/supabase-js';
import { Upload, type UploadOptions } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, signedInClient, verifyAdminFactor } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Storage's resumable endpoint (tus 1.0.0 at /storage/v1/upload/resumable, decision 0054),
// driven by tus-js-client as the studio's upload component drives it. Course 4 is instructor 1's;
// the demo learner is not enrolled in it. Course 2 is another instructor's.
let server: TestServer;
let instructor: SupabaseClient;
let instructorAal1: SupabaseClient;
let learner: SupabaseClient;
let admin: SupabaseClient;
const OWN_LESSON = 421; // course 4 (instructor 1), not a free preview
const OTHER_LESSON = 212; // course 2 (another instructor)
const CHUNK = 6 * 1024 * 1024;

/** An MP4-looking file (its first box is `ftyp`, which the bucket checks) of `size` bytes, each byte telling its position. */
function mp4(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) bytes[i] = i % 251;
  Buffer.from([0, 0, 0, 0x18]).copy(bytes, 0);
  Buffer.from('ftypmp42').copy(bytes, 4);
  return bytes;
}

const tokenOf = async (client: SupabaseClient): Promise<string> => (await client.auth.getSession()).data.session?.access_token ?? '';

async function tusOptions(client: SupabaseClient, objectName: string, extra: Partial<UploadOptions> = {}): Promise<UploadOptions> {
  return {
    endpoint: `${server.url}/storage/v1/upload/resumable`,
    headers: { authorization: `Bearer ${await tokenOf(client)}`, apikey: server.anonKey, 'x-upsert': 'true' },
    chunkSize: CHUNK,
    retryDelays: null,
    metadata: { bucketName: 'lesson-videos', objectName, contentType: 'video/mp4', cacheControl: '3600' },
    ...extra,
  };
}

/** Runs an upload to its end; resolves with the error tus-js-client reported, or null on success. */
function finish(upload: Upload): Promise<Error | null> {
  return new Promise((resolve) => {
    upload.options.onSuccess = () => resolve(null);
    upload.options.onError = (error) => resolve(error);
    upload.start();
  });
}

const statusOf = (error: Error | null): number | undefined =>
  (error as { originalResponse?: { getStatus(): number } } | null)?.originalResponse?.getStatus();

async function rawTus(method: string, path: string, client: SupabaseClient, headers: Record<string, string> = {}, body?: Buffer) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${await tokenOf(client)}`, apikey: server.anonKey, ...headers },
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
}

async function create(client: SupabaseClient, objectName: string, length: number): Promise<Response> {
  const meta = (key: string, value: string) => `${key} ${Buffer.from(value).toString('base64')}`;
  return rawTus('POST', '/storage/v1/upload/resumable', client, {
    'upload-length': String(length),
    'upload-metadata': [meta('bucketName', 'lesson-videos'), meta('objectName', objectName), meta('contentType', 'video/mp4')].join(','),
  });
}

beforeAll(async () => {
  server = await startTestServer();
  const [lesson] = (
    await server.db.transaction(null, (tx) =>
      tx.query<{ course_id: number; is_preview: boolean }>(
        'select course_id::int as course_id, is_preview from public.lessons where id = $1',
        [OWN_LESSON],
      ),
    )
  ).rows;
  expect(lesson).toEqual({ course_id: 4, is_preview: false });
  admin = await signedInClient(server, 'admin');
  learner = await signedInClient(server, 'learner');
  instructorAal1 = await signedInClient(server, 'instructor');
  instructor = await signedInClient(server, 'instructor');
  await verifyAdminFactor(server, instructor, 'instructor@riancode.dev');
}, 120_000);

afterAll(async () => {
  await server.stop();
});

describe('resumable uploads (tus)', () => {
  it('an interrupted upload resumes from the offset the server kept, and the object is whole', async () => {
    const video = mp4(CHUNK * 2 + 12_345);
    const objectName = `${OWN_LESSON}/lecture.mp4`;
    // First attempt: stopped after its first chunk was accepted (a dropped connection).
    const first = new Upload(video, await tusOptions(instructor, objectName));
    await new Promise<void>((resolve, reject) => {
      first.options.onChunkComplete = () => {
        void first.abort().then(resolve);
      };
      first.options.onError = reject;
      first.start();
    });
    expect(first.url).toMatch(/\/storage\/v1\/upload\/resumable\/[A-Za-z0-9_-]+$/);
    const head = await rawTus('HEAD', new URL(first.url ?? '').pathname, instructor);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(CHUNK));
    expect(head.headers.get('upload-length')).toBe(String(video.length));

    // Second attempt: a new client for the same upload URL (as after a reload) sends only the rest.
    let firstOffsetSent: number | null = null;
    const second = new Upload(
      video,
      await tusOptions(instructor, objectName, {
        uploadUrl: first.url,
        onProgress: (sent) => {
          firstOffsetSent ??= sent;
        },
      }),
    );
    expect(await finish(second)).toBeNull();
    expect(firstOffsetSent).toBeGreaterThan(CHUNK - 1);

    const stored = await admin.storage.from('lesson-videos').download(objectName);
    expect(stored.error).toBeNull();
    expect(Buffer.from(await (stored.data as Blob).arrayBuffer()).equals(video)).toBe(true);
    // Finished: the upload URL is gone.
    expect((await rawTus('HEAD', new URL(first.url ?? '').pathname, instructor)).status).toBe(404);
  });

  it('the course instructor and admins get a signed URL that serves ranges; a learner not enrolled is refused', async () => {
    const objectName = `${OWN_LESSON}/signed.mp4`;
    expect(await finish(new Upload(mp4(4096), await tusOptions(instructor, objectName)))).toBeNull();
    for (const client of [instructor, admin]) {
      const signed = await client.storage.from('lesson-videos').createSignedUrl(objectName, 60);
      expect(signed.error).toBeNull();
      const ranged = await fetch(signed.data?.signedUrl ?? '', { headers: { range: 'bytes=4-11' } });
      expect(ranged.status).toBe(206);
      expect(Buffer.from(await ranged.arrayBuffer()).toString('latin1')).toBe('ftypmp42');
    }
    const refused = await learner.storage.from('lesson-videos').createSignedUrl(objectName, 60);
    expect(refused.data).toBeNull();
    expect(refused.error).not.toBeNull();
    expect((await anonClient(server).storage.from('lesson-videos').createSignedUrl(objectName, 60)).error).not.toBeNull();
  });

  it('refuses a PATCH at the wrong offset with 409, and keeps the bytes it has', async () => {
    const created = await create(instructor, `${OWN_LESSON}/offset.mp4`, 100);
    expect(created.status).toBe(201);
    const path = created.headers.get('location') ?? '';
    const patch = (offset: number, body: Buffer) =>
      rawTus('PATCH', path, instructor, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, body);
    expect((await patch(0, mp4(40))).status).toBe(204);
    const wrong = await patch(10, Buffer.alloc(10));
    expect(wrong.status).toBe(409);
    expect(await wrong.json()).toMatchObject({ statusCode: '409' });
    expect((await rawTus('HEAD', path, instructor)).headers.get('upload-offset')).toBe('40');
    // A body running past Upload-Length is refused too.
    expect((await patch(40, Buffer.alloc(61))).status).toBe(413);
    // Someone else is told the upload does not exist.
    expect((await rawTus('HEAD', path, admin)).status).toBe(404);
    expect(
      (await rawTus('PATCH', path, admin, { 'upload-offset': '40', 'content-type': 'application/offset+octet-stream' }, Buffer.alloc(1)))
        .status,
    ).toBe(404);
  });

  it('refuses an upload over the bucket limit (2 GB) before any byte, and a request without Tus-Resumable', async () => {
    const tooBig = await create(instructor, `${OWN_LESSON}/huge.mp4`, 2 * 1024 ** 3 + 1);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    const untyped = await fetch(`${server.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(instructor)}`, apikey: server.anonKey, 'upload-length': '10' },
    });
    expect(untyped.status).toBe(412);
  });

  it('asks the policies at creation: a learner, the instructor at aal1 and another course are refused with 403', async () => {
    for (const [client, lesson] of [
      [learner, OWN_LESSON],
      [instructorAal1, OWN_LESSON],
      [instructor, OTHER_LESSON],
    ] as const) {
      const error = await finish(new Upload(mp4(1024), await tusOptions(client, `${lesson}/planted.mp4`)));
      expect(statusOf(error)).toBe(403);
    }
    const listed = await admin.storage.from('lesson-videos').list(String(OTHER_LESSON));
    expect(listed.data?.map((file) => file.name)).not.toContain('planted.mp4');
  });

  it('checks the type from the bytes when the last byte arrives', async () => {
    const notVideo = Buffer.from('<html><script>alert(1)</script></html>');
    const error = await finish(new Upload(notVideo, await tusOptions(instructor, `${OWN_LESSON}/fake.mp4`)));
    expect(statusOf(error)).toBe(415);
    expect((await admin.storage.from('lesson-videos').list(String(OWN_LESSON))).data?.map((file) => file.name)).not.toContain('fake.mp4');
  });
});
