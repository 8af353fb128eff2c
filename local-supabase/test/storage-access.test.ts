import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorageServer, type StorageFixture } from './storage-fixture.ts';

// Who may do what is decided by the policies on storage.objects, as on hosted Supabase:
// homework's policies allow each learner only their own `<uid>/` folder.
let f: StorageFixture;
const annFile = (): string => `${f.annId}/essay.txt`;

beforeAll(async () => {
  f = await startStorageServer();
  const { error } = await f.ann.storage.from('homework').upload(annFile(), Buffer.from('ann wrote this'), { contentType: 'text/plain' });
  if (error) throw error;
}, 120_000);

afterAll(async () => {
  await f.server.stop();
});

const text = async (blob: Blob | null): Promise<string> => (blob ? blob.text() : '');

describe('policies on storage.objects', () => {
  it('lets the owner read and list their folder', async () => {
    expect(await text((await f.ann.storage.from('homework').download(annFile())).data)).toBe('ann wrote this');
    expect((await f.ann.storage.from('homework').list(f.annId)).data?.map((o) => o.name)).toEqual(['essay.txt']);
  });

  it('hides the file from another learner: no read, no list, no info, no signed URL', async () => {
    const bucket = f.ben.storage.from('homework');
    expect((await bucket.download(annFile())).error).toMatchObject({ status: 400, statusCode: '404' });
    expect((await bucket.list(f.annId)).data).toEqual([]);
    expect((await bucket.exists(annFile())).data).toBe(false);
    expect((await bucket.createSignedUrl(annFile(), 60)).error).toMatchObject({ statusCode: '404' });
  });

  it('refuses another learner writing into the owner folder, overwriting, moving or removing', async () => {
    const bucket = f.ben.storage.from('homework');
    const write = await bucket.upload(`${f.annId}/planted.txt`, Buffer.from('x'));
    expect(write.error).toMatchObject({ status: 400, statusCode: '403', message: 'new row violates row-level security policy' });
    const overwrite = await bucket.upload(annFile(), Buffer.from('x'), { upsert: true });
    expect(overwrite.error).toMatchObject({ status: 400, statusCode: '403' });
    const update = await bucket.update(annFile(), Buffer.from('x'));
    expect(update.error).toMatchObject({ status: 400, statusCode: '403' });
    expect((await bucket.move(annFile(), `${f.benId}/stolen.txt`)).error).toMatchObject({ statusCode: '404' });
    expect((await bucket.remove([annFile()])).data).toEqual([]);
    expect(await text((await f.ann.storage.from('homework').download(annFile())).data)).toBe('ann wrote this');
  });

  it('lets another learner use their own folder only', async () => {
    expect((await f.ben.storage.from('homework').upload(`${f.benId}/mine.txt`, Buffer.from('ben'))).error).toBeNull();
    expect((await f.ben.storage.from('homework').copy(annFile(), `${f.benId}/copy.txt`)).error).toMatchObject({ statusCode: '404' });
  });

  it('refuses the anonymous key everything in a private bucket', async () => {
    const bucket = f.anon.storage.from('homework');
    expect((await bucket.download(annFile())).error).toMatchObject({ statusCode: '404' });
    expect((await bucket.upload(`${f.annId}/anon.txt`, Buffer.from('x'))).error).toMatchObject({ statusCode: '403' });
    expect((await bucket.list(f.annId)).data).toEqual([]);
    const publicUrl = bucket.getPublicUrl(annFile()).data.publicUrl;
    const response = await fetch(publicUrl);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('lets the service role past every policy', async () => {
    const bucket = f.service.storage.from('homework');
    expect(await text((await bucket.download(annFile())).data)).toBe('ann wrote this');
    expect((await bucket.upload(`${f.annId}/from-admin.txt`, Buffer.from('note'))).error).toBeNull();
    expect((await bucket.list(f.annId)).data?.map((o) => o.name)).toEqual(['essay.txt', 'from-admin.txt']);
    expect((await bucket.remove([`${f.annId}/from-admin.txt`])).data).toHaveLength(1);
  });

  it('refuses a token that is not signed with the project secret', async () => {
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const response = await fetch(`${f.server.url}/storage/v1/object/homework/${annFile()}`, {
      headers: { apikey: f.server.anonKey, authorization: `Bearer ${forged}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT' });
  });
});

describe('public buckets', () => {
  it('serves anyone without a key, and only through the public route', async () => {
    const path = `${f.annId}/face.png`;
    const up = await f.ann.storage.from('portraits').upload(path, new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }));
    expect(up.error).toBeNull();
    const { publicUrl } = f.anon.storage.from('portraits').getPublicUrl(path).data;
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect((await f.anon.storage.from('portraits').download(path)).error).toBeNull();
    expect(
      (await f.ben.storage.from('portraits').upload(`${f.annId}/face.png`, Buffer.from('x'), { upsert: true, contentType: 'image/png' }))
        .error,
    ).toMatchObject({ statusCode: '403' });
  });
});

describe('signed URLs', () => {
  it('signs one object for a while, served without any key', async () => {
    const { data, error } = await f.ann.storage.from('homework').createSignedUrl(annFile(), 60);
    expect(error).toBeNull();
    const response = await fetch(data?.signedUrl ?? '');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ann wrote this');
    const download = await f.ann.storage.from('homework').createSignedUrl(annFile(), 60, { download: 'essay-copy.txt' });
    expect((await fetch(download.data?.signedUrl ?? '')).headers.get('content-disposition')).toContain('filename=essay-copy.txt');
  });

  it('signs several, telling which could not be signed', async () => {
    const { data, error } = await f.ann.storage.from('homework').createSignedUrls([annFile(), `${f.benId}/mine.txt`], 60);
    expect(error).toBeNull();
    expect(data?.[0]).toMatchObject({ path: annFile(), error: null });
    expect(data?.[1]).toMatchObject({
      path: `${f.benId}/mine.txt`,
      signedUrl: null,
      error: 'Either the object does not exist or you do not have access to it',
    });
    expect((await fetch(data?.[0]?.signedUrl ?? '')).status).toBe(200);
  });

  it('refuses an expired token, a token for another object, and a token used as an API key', async () => {
    const { data } = await f.ann.storage.from('homework').createSignedUrl(annFile(), 1);
    const signedUrl = data?.signedUrl ?? '';
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await fetch(signedUrl);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT', message: 'jwt expired' });

    const fresh = (await f.ann.storage.from('homework').createSignedUrl(annFile(), 60)).data?.signedUrl ?? '';
    const token = new URL(fresh).searchParams.get('token') ?? '';
    const elsewhere = await fetch(`${f.server.url}/storage/v1/object/sign/homework/${f.benId}/mine.txt?token=${token}`);
    expect(elsewhere.status).toBe(400);
    const asKey = await fetch(`${f.server.url}/storage/v1/object/homework/${annFile()}`, {
      headers: { apikey: token, authorization: `Bearer ${token}` },
    });
    expect(await asKey.json()).toMatchObject({ error: 'InvalidJWT' });
  });

  it('uploads through a signed upload URL as the learner who asked for it', async () => {
    const path = `${f.annId}/signed-upload.txt`;
    const signed = await f.ann.storage.from('homework').createSignedUploadUrl(path);
    expect(signed.error).toBeNull();
    const up = await f.anon.storage
      .from('homework')
      .uploadToSignedUrl(path, signed.data?.token ?? '', Buffer.from('via token'), { contentType: 'text/plain' });
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path, fullPath: `homework/${path}` });
    expect(await text((await f.ann.storage.from('homework').download(path)).data)).toBe('via token');
    const owner = await f.server.db.transaction(
      null,
      async (tx) =>
        (await tx.query<{ owner_id: string }>(`select owner_id from storage.objects where name = $1`, [path])).rows[0]?.owner_id,
    );
    expect(owner).toBe(f.annId);
    const again = await f.anon.storage.from('homework').uploadToSignedUrl(path, signed.data?.token ?? '', Buffer.from('twice'));
    expect(again.error).toMatchObject({ statusCode: '409' });
  });

  it('will not sign an upload the policies refuse', async () => {
    const { error } = await f.ben.storage.from('homework').createSignedUploadUrl(`${f.annId}/sneaky.txt`);
    expect(error).toMatchObject({ status: 400, statusCode: '403' });
  });
});
