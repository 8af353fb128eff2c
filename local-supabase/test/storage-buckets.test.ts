import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorageServer, type StorageFixture } from './storage-fixture.ts';

// Buckets, their limits, bounded bodies and browser access, through unmodified supabase-js.
let f: StorageFixture;

beforeAll(async () => {
  f = await startStorageServer({ env: { STORAGE_FILE_SIZE_LIMIT: '65536' } });
}, 120_000);

afterAll(async () => {
  await f.server.stop();
});

describe('buckets', () => {
  it('creates, reads, lists, updates, empties and deletes with the service role', async () => {
    const storage = f.service.storage;
    expect(
      await storage.createBucket('scratch-files', { public: false, fileSizeLimit: '1KB', allowedMimeTypes: ['text/plain'] }),
    ).toMatchObject({ data: { name: 'scratch-files' }, error: null });
    const got = await storage.getBucket('scratch-files');
    expect(got.data).toMatchObject({
      id: 'scratch-files',
      name: 'scratch-files',
      public: false,
      file_size_limit: 1000,
      allowed_mime_types: ['text/plain'],
    });
    const listed = await storage.listBuckets();
    expect(listed.data?.map((b) => b.id)).toEqual(expect.arrayContaining(['portraits', 'homework', 'scratch-files']));
    expect((await storage.listBuckets({ search: 'scratch-f' })).data?.map((b) => b.id)).toEqual(['scratch-files']);
    expect(await storage.updateBucket('scratch-files', { public: true, fileSizeLimit: 4096, allowedMimeTypes: ['text/*'] })).toMatchObject({
      data: { message: 'Successfully updated' },
      error: null,
    });
    expect((await storage.getBucket('scratch-files')).data).toMatchObject({
      public: true,
      file_size_limit: 4096,
      allowed_mime_types: ['text/*'],
    });

    await storage.from('scratch-files').upload('week-1/intro.txt', Buffer.from('hello'), { contentType: 'text/plain' });
    const notEmpty = await storage.deleteBucket('scratch-files');
    expect(notEmpty.error).toMatchObject({ status: 400, statusCode: '409', message: 'The bucket you tried to delete is not empty' });
    expect(await storage.emptyBucket('scratch-files')).toMatchObject({
      data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' },
      error: null,
    });
    expect((await storage.from('scratch-files').list('week-1')).data).toEqual([]);
    expect(await storage.deleteBucket('scratch-files')).toMatchObject({ data: { message: 'Successfully deleted' }, error: null });
    expect((await storage.getBucket('scratch-files')).error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });

  it('refuses duplicate and invalid bucket names', async () => {
    expect((await f.service.storage.createBucket('homework')).error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    const invalid = await fetch(`${f.server.url}/storage/v1/bucket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${f.server.serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: '../up' }),
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ statusCode: '400', message: 'Bucket name invalid' });
  });

  it('leaves buckets to their policies: with none, learners and anon see and create nothing', async () => {
    expect((await f.ann.storage.listBuckets()).data).toEqual([]);
    expect((await f.anon.storage.getBucket('homework')).error).toMatchObject({ statusCode: '404' });
    expect((await f.ann.storage.createBucket('mine')).error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect((await f.ann.storage.deleteBucket('homework')).error).toMatchObject({ statusCode: '404' });
    expect((await f.service.storage.getBucket('homework')).data).toMatchObject({ id: 'homework' });
  });
});

describe('limits', () => {
  it('refuses a file over the bucket limit with hosted status and message, storing nothing', async () => {
    const { error } = await f.ann.storage
      .from('portraits')
      .upload(`${f.annId}/big.png`, Buffer.alloc(4096, 1), { contentType: 'image/png' });
    expect(error).toMatchObject({ status: 400, statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    const multipart = await f.ann.storage
      .from('portraits')
      .upload(`${f.annId}/big.png`, new Blob([new Uint8Array(4096)], { type: 'image/png' }));
    expect(multipart.error).toMatchObject({ statusCode: '413' });
    expect((await f.service.storage.from('portraits').exists(`${f.annId}/big.png`)).data).toBe(false);
  });

  it('cuts off a streamed body without a length at the limit', async () => {
    const chunks = [new Uint8Array(1500), new Uint8Array(1500)];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const response = await fetch(`${f.server.url}/storage/v1/object/homework/stream.bin`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { authorization: `Bearer ${f.server.serviceRoleKey}`, 'content-type': 'application/octet-stream' },
    });
    // homework has no limit of its own: the global 64 KiB applies, so 3000 bytes pass…
    expect(response.status).toBe(200);
    // …while the same stream into portraits (2 KiB) is refused midway.
    const small = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(1500));
        controller.enqueue(new Uint8Array(1500));
        controller.close();
      },
    });
    const refused = await fetch(`${f.server.url}/storage/v1/object/portraits/x/stream.png`, {
      method: 'POST',
      body: small,
      duplex: 'half',
      headers: { authorization: `Bearer ${f.server.serviceRoleKey}`, 'content-type': 'image/png' },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ statusCode: '413' });
  });

  it('applies the global limit where the bucket has none', async () => {
    const { error } = await f.ann.storage.from('homework').upload(`${f.annId}/huge.bin`, Buffer.alloc(70_000));
    expect(error).toMatchObject({ statusCode: '413' });
  });

  it('refuses a type the bucket does not allow, wildcards included', async () => {
    const gif = await f.ann.storage.from('portraits').upload(`${f.annId}/a.gif`, Buffer.from('GIF89a'), { contentType: 'image/gif' });
    expect(gif.error).toMatchObject({ status: 400, statusCode: '415', message: 'mime type image/gif is not supported' });
    const blob = await f.ann.storage.from('portraits').upload(`${f.annId}/b.gif`, new Blob(['GIF89a'], { type: 'image/gif' }));
    expect(blob.error).toMatchObject({ statusCode: '415' });
    expect(
      (await f.ann.storage.from('portraits').upload(`${f.annId}/ok.jpg`, Buffer.from('x'), { contentType: 'image/jpeg' })).error,
    ).toBeNull();
    expect(
      (await f.ann.storage.from('portraits').upload(`${f.annId}/notes.md`, Buffer.from('x'), { contentType: 'text/markdown' })).error,
    ).toBeNull();
  });

  it('bounds JSON bodies too', async () => {
    const response = await fetch(`${f.server.url}/storage/v1/object/list/homework`, {
      method: 'POST',
      headers: { authorization: `Bearer ${f.server.serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: 'x'.repeat(2_000_000) }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '413' });
  });
});

describe('what this subset lacks', () => {
  it('answers hosted routes it does not implement with a 404, never as an upload', async () => {
    const resumable = await fetch(`${f.server.url}/storage/v1/object/upload/resumable`, {
      method: 'POST',
      headers: { authorization: `Bearer ${f.server.serviceRoleKey}` },
    });
    expect(resumable.status).toBe(404);
  });
});

describe('from a browser', () => {
  it('answers the preflight of a storage-js upload', async () => {
    const response = await fetch(`${f.server.url}/storage/v1/object/homework/a/b.txt`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,authorization,cache-control,content-type,x-client-info,x-upsert,x-metadata',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['cache-control', 'x-upsert', 'x-metadata', 'authorization', 'apikey']) expect(allowed).toContain(header);
  });

  it('lets the page read a download and its headers', async () => {
    const path = `${f.annId}/cors.txt`;
    await f.ann.storage.from('homework').upload(path, Buffer.from('x'));
    const response = await fetch(`${f.server.url}/storage/v1/object/sign/homework/${path}?token=bad`, {
      headers: { origin: 'http://localhost:4173' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    const exposed = (response.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    expect(exposed).toContain('content-disposition');
  });
});
