import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startStorageServer, type StorageFixture } from './storage-fixture.ts';

// Objects through unmodified supabase-js `.storage`, as an app would call hosted Storage.
let f: StorageFixture;

beforeAll(async () => {
  f = await startStorageServer();
}, 120_000);

afterAll(async () => {
  await f.server.stop();
});

const text = async (blob: Blob | null): Promise<string> => (blob ? blob.text() : '');

describe('upload and download', () => {
  it('uploads a Buffer (raw body) and downloads the same bytes', async () => {
    const path = `${f.annId}/notes/first.txt`;
    const up = await f.ann.storage.from('homework').upload(path, Buffer.from('สวัสดี storage'), { contentType: 'text/plain' });
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path, fullPath: `homework/${path}` });
    expect(up.data?.id).toMatch(/^[0-9a-f-]{36}$/);
    const down = await f.ann.storage.from('homework').download(path);
    expect(down.error).toBeNull();
    expect(await text(down.data)).toBe('สวัสดี storage');
  });

  it('uploads a Blob (multipart form) with its type and cache lifetime', async () => {
    const path = `${f.annId}/pic.png`;
    const blob = new Blob([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], { type: 'image/png' });
    const up = await f.ann.storage.from('homework').upload(path, blob, { cacheControl: '60' });
    expect(up.error).toBeNull();
    const response = await fetch(`${f.server.url}/storage/v1/object/authenticated/homework/${path}`, {
      headers: { apikey: f.server.serviceRoleKey, authorization: `Bearer ${f.server.serviceRoleKey}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('max-age=60');
    expect(response.headers.get('content-length')).toBe('7');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71, 1, 2, 3]));
  });

  it('takes files past the API body limit (MAX_BODY_BYTES) up to the storage limit, streamed to disk', async () => {
    const path = `${f.annId}/big.bin`;
    const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
    const up = await f.ann.storage.from('homework').upload(path, bytes, { contentType: 'application/octet-stream' });
    expect(up.error).toBeNull();
    const down = await f.ann.storage.from('homework').download(path);
    expect(down.data?.size).toBe(bytes.length);
  });

  it('stores an empty object, as the dashboard does for a new folder', async () => {
    const path = `${f.annId}/new-folder/.emptyFolderPlaceholder`;
    expect((await f.ann.storage.from('homework').upload(path, Buffer.alloc(0))).error).toBeNull();
    const info = await f.ann.storage.from('homework').info(path);
    expect(info.data).toMatchObject({ size: 0 });
    expect((await f.ann.storage.from('homework').list(`${f.annId}/new-folder`)).data?.map((o) => o.name)).toEqual([
      '.emptyFolderPlaceholder',
    ]);
  });

  it('fills storage.objects.metadata as hosted does, for SQL to read', async () => {
    const path = `${f.annId}/meta.txt`;
    await f.ann.storage.from('homework').upload(path, Buffer.from('12345'), { contentType: 'text/plain', cacheControl: '120' });
    const row = await f.server.db.transaction(
      null,
      async (tx) =>
        (
          await tx.query<{
            mimetype: string;
            size: string;
            meta: Record<string, unknown>;
            owner: string;
            owner_id: string;
            path_tokens: string[];
          }>(
            `select metadata->>'mimetype' as mimetype, metadata->>'size' as size, metadata as meta, owner::text as owner, owner_id, path_tokens
         from storage.objects where bucket_id = 'homework' and name = $1`,
            [path],
          )
        ).rows[0],
    );
    expect(row).toMatchObject({ mimetype: 'text/plain', size: '5', owner: f.annId, owner_id: f.annId, path_tokens: [f.annId, 'meta.txt'] });
    expect(row?.meta).toMatchObject({ size: 5, contentLength: 5, cacheControl: 'max-age=120', httpStatusCode: 200 });
    expect(row?.meta['eTag']).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Date.parse(String(row?.meta['lastModified']))).not.toBeNaN();
  });

  it('refuses a second upload to a name unless upsert, and replaces the bytes with it', async () => {
    const path = `${f.annId}/again.txt`;
    const bucket = f.ann.storage.from('homework');
    await bucket.upload(path, Buffer.from('one'));
    const dup = await bucket.upload(path, Buffer.from('two'));
    expect(dup.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });
    const upsert = await bucket.upload(path, Buffer.from('three'), { upsert: true });
    expect(upsert.error).toBeNull();
    expect(await text((await bucket.download(path)).data)).toBe('three');
    const updated = await bucket.update(path, Buffer.from('four'));
    expect(updated.error).toBeNull();
    expect(await text((await bucket.download(path)).data)).toBe('four');
  });

  it('answers a missing object with hosted NoSuchKey, which exists() reads as false', async () => {
    const down = await f.ann.storage.from('homework').download(`${f.annId}/none.txt`);
    expect(down.error).toMatchObject({ status: 400, statusCode: '404' });
    const exists = await f.ann.storage.from('homework').exists(`${f.annId}/none.txt`);
    expect(exists.data).toBe(false);
    expect((await f.ann.storage.from('homework').exists(`${f.annId}/notes/first.txt`)).data).toBe(true);
  });

  it('gives info in hosted shape (camelCased by storage-js)', async () => {
    const { data, error } = await f.ann.storage.from('homework').info(`${f.annId}/meta.txt`);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      name: `${f.annId}/meta.txt`,
      bucketId: 'homework',
      size: 5,
      contentType: 'text/plain',
      cacheControl: 'max-age=120',
    });
  });

  it('serves ?download as an attachment', async () => {
    const base = `${f.server.url}/storage/v1/object/homework/${f.annId}/meta.txt`;
    const headers = { apikey: f.server.serviceRoleKey, authorization: `Bearer ${f.server.serviceRoleKey}` };
    expect((await fetch(`${base}?download`, { headers })).headers.get('content-disposition')).toBe('attachment;');
    expect((await fetch(`${base}?download=report.txt`, { headers })).headers.get('content-disposition')).toContain('filename=report.txt');
  });
});

describe('names', () => {
  it('refuses names that would leave the bucket or the object folder', async () => {
    for (const path of ['homework/a%5C..%5Cb', 'homework/a%00b', 'homework/a//b', 'homework/%2E', 'homework/a/%2e%2e']) {
      const response = await rawRequest(f.server.url, 'POST', `/storage/v1/object/${path}`, f.server.serviceRoleKey);
      expect({ path, status: response.status, body: response.body }).toMatchObject({
        path,
        status: 400,
        body: { statusCode: '400', error: 'InvalidKey' },
      });
    }
    // The server's URL parser resolves `..` (even encoded) before routing, so these reach no object at all.
    const climbed = await rawRequest(f.server.url, 'POST', '/storage/v1/object/homework/%2E%2E/%2E%2E/secret', f.server.serviceRoleKey);
    expect(climbed.status).toBe(404);
    const rows = await f.server.db.transaction(
      null,
      async (tx) => (await tx.query(`select name from storage.objects where name like '%..%' or name like '%secret%'`)).rows,
    );
    expect(rows).toEqual([]);
  });

  it('refuses traversal in the names move and copy take from the body', async () => {
    const bucket = f.ann.storage.from('homework');
    await bucket.upload(`${f.annId}/keep.txt`, Buffer.from('x'));
    const move = await bucket.move(`${f.annId}/keep.txt`, `${f.annId}/../../etc/passwd`);
    expect(move.error).toMatchObject({ status: 400, statusCode: '400' });
    const copy = await bucket.copy(`${f.annId}/keep.txt`, '../outside.txt');
    expect(copy.error).toMatchObject({ status: 400, statusCode: '400' });
    const crossBucket = await bucket.copy(`${f.annId}/keep.txt`, 'x.txt', { destinationBucket: '..' });
    expect(crossBucket.error).toMatchObject({ status: 400, message: 'Bucket name invalid' });
  });

  it('refuses over-long names and unknown buckets', async () => {
    const long = await f.service.storage.from('homework').upload(`${'a'.repeat(300)}/x.txt`, Buffer.from('x'));
    expect(long.error).toMatchObject({ status: 400, statusCode: '400' });
    const missing = await f.service.storage.from('no-such-bucket').upload('x.txt', Buffer.from('x'));
    expect(missing.error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });
});

describe('list, move, copy, remove', () => {
  const folder = (): string => `${f.annId}/list`;

  beforeAll(async () => {
    const bucket = f.ann.storage.from('homework');
    for (const name of ['b.txt', 'a.txt', 'sub/c.txt', 'sub/deeper/d.txt', 'other/e.txt']) {
      await bucket.upload(`${folder()}/${name}`, Buffer.from(name));
    }
  });

  it('lists one level, folders first with null ids, as hosted', async () => {
    const { data, error } = await f.ann.storage.from('homework').list(folder());
    expect(error).toBeNull();
    expect(data?.map((o) => [o.name, o.id === null])).toEqual([
      ['other', true],
      ['sub', true],
      ['a.txt', false],
      ['b.txt', false],
    ]);
    expect(data?.[2]?.metadata).toMatchObject({ size: 5, mimetype: 'text/plain;charset=UTF-8' });
  });

  it('honours limit, offset, sortBy and search', async () => {
    const bucket = f.ann.storage.from('homework');
    expect((await bucket.list(folder(), { limit: 1, offset: 2 })).data?.map((o) => o.name)).toEqual(['a.txt']);
    expect((await bucket.list(folder(), { sortBy: { column: 'name', order: 'desc' } })).data?.map((o) => o.name)).toEqual([
      'sub',
      'other',
      'b.txt',
      'a.txt',
    ]);
    expect((await bucket.list(folder(), { search: 'b' })).data?.map((o) => o.name)).toEqual(['b.txt']);
    expect((await bucket.list(`${folder()}/sub`)).data?.map((o) => o.name)).toEqual(['deeper', 'c.txt']);
  });

  it('moves and copies, bytes following the name', async () => {
    const bucket = f.ann.storage.from('homework');
    const moved = await bucket.move(`${folder()}/a.txt`, `${folder()}/moved.txt`);
    expect(moved.error).toBeNull();
    expect(moved.data).toEqual({ message: 'Successfully moved' });
    expect((await bucket.exists(`${folder()}/a.txt`)).data).toBe(false);
    expect(await text((await bucket.download(`${folder()}/moved.txt`)).data)).toBe('a.txt');
    const copied = await bucket.copy(`${folder()}/moved.txt`, `${folder()}/copy.txt`);
    expect(copied.data).toEqual({ path: `homework/${folder()}/copy.txt` });
    expect(await text((await bucket.download(`${folder()}/copy.txt`)).data)).toBe('a.txt');
    expect(await text((await bucket.download(`${folder()}/moved.txt`)).data)).toBe('a.txt');
    const clash = await bucket.move(`${folder()}/copy.txt`, `${folder()}/moved.txt`);
    expect(clash.error).toMatchObject({ statusCode: '409' });
  });

  it('removes several at once and returns what it removed', async () => {
    const bucket = f.ann.storage.from('homework');
    const { data, error } = await bucket.remove([`${folder()}/b.txt`, `${folder()}/copy.txt`, `${folder()}/nope.txt`]);
    expect(error).toBeNull();
    expect(data?.map((o) => o.name).sort()).toEqual([`${folder()}/b.txt`, `${folder()}/copy.txt`]);
    expect((await bucket.exists(`${folder()}/b.txt`)).data).toBe(false);
  });

  it('survives concurrent upserts of one name: the last row wins and its bytes are there', async () => {
    const path = `${f.annId}/race.txt`;
    const bucket = f.ann.storage.from('homework');
    const results = await Promise.all(['1', '2', '3', '4', '5'].map((n) => bucket.upload(path, Buffer.from(`v${n}`), { upsert: true })));
    expect(results.map((r) => r.error)).toEqual([null, null, null, null, null]);
    expect(await text((await bucket.download(path)).data)).toMatch(/^v[1-5]$/);
  });

  it('keeps exactly one file per object on disk after replacing, moving and removing', async () => {
    const count = await f.server.db.transaction(null, async (tx) =>
      Number((await tx.query<{ n: string }>('select count(*) as n from storage.objects')).rows[0]?.n),
    );
    const files = readdirSync(f.server.storageDir, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && !entry.parentPath.includes('.tmp'),
    );
    expect(files).toHaveLength(count);
  });
});

describe('serving', () => {
  const headers = (): Record<string, string> => ({ apikey: f.server.serviceRoleKey, authorization: `Bearer ${f.server.serviceRoleKey}` });
  const url = (): string => `${f.server.url}/storage/v1/object/homework/${f.annId}/range.txt`;

  beforeAll(async () => {
    await f.ann.storage.from('homework').upload(`${f.annId}/range.txt`, Buffer.from('0123456789'), { contentType: 'text/plain' });
  });

  it('answers one byte range with 206, as a <video> element asks', async () => {
    const partial = await fetch(url(), { headers: { ...headers(), range: 'bytes=2-5' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await partial.text()).toBe('2345');
    const suffix = await fetch(url(), { headers: { ...headers(), range: 'bytes=-3' } });
    expect(await suffix.text()).toBe('789');
    const beyond = await fetch(url(), { headers: { ...headers(), range: 'bytes=20-' } });
    expect(beyond.status).toBe(400);
    expect(await beyond.json()).toMatchObject({ statusCode: '400', error: 'invalid_range' });
  });

  it('answers HEAD with the headers only and a matching If-None-Match with 304', async () => {
    const head = await fetch(url(), { method: 'HEAD', headers: headers() });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('10');
    const etag = head.headers.get('etag') ?? '';
    const cached = await fetch(url(), { headers: { ...headers(), 'if-none-match': etag } });
    expect(cached.status).toBe(304);
  });

  it('never serves HTML as HTML from a bucket', async () => {
    await f.ann.storage
      .from('homework')
      .upload(`${f.annId}/page.html`, Buffer.from('<script>alert(1)</script>'), { contentType: 'text/html' });
    const response = await fetch(`${f.server.url}/storage/v1/object/homework/${f.annId}/page.html`, { headers: headers() });
    expect(response.headers.get('content-type')).toBe('text/plain');
  });
});
