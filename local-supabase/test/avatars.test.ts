import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * The avatars bucket's limits and users.avatar_url (issue 18 item 3). Who may write which folder
 * is in the RLS matrix; here: only images of at most 2 MB, an inactive member writes nothing,
 * and a profile's avatar_url is an https address or this bucket's URL of the member's own folder.
 */
const LEARNER = '00000000-0000-4000-8000-000000000b01';
const OTHER = '00000000-0000-4000-8000-000000000b02';
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let server: TestServer;
let learner: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  learner = await signedInClient(server, 'learner');
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const setAvatarUrl = (url: string | null) => learner.from('users').update({ avatar_url: url }).eq('id', LEARNER).select('avatar_url');

describe('the avatars bucket', () => {
  it('takes an image and serves it to anyone at its public URL', async () => {
    const bucket = learner.storage.from('avatars');
    expect((await bucket.upload(`${LEARNER}/a.png`, PIXEL_PNG, { contentType: 'image/png' })).error).toBeNull();
    const response = await fetch(anonClient(server).storage.from('avatars').getPublicUrl(`${LEARNER}/a.png`).data.publicUrl);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(PIXEL_PNG)).toBe(true);
  });

  it('refuses a file that is not an image, and an image over 2 MB', async () => {
    const bucket = learner.storage.from('avatars');
    const text = await bucket.upload(`${LEARNER}/a.txt`, Buffer.from('hello'), { contentType: 'text/plain' });
    expect(text.error).toMatchObject({ statusCode: '415' });
    const huge = await bucket.upload(`${LEARNER}/huge.png`, Buffer.alloc(2 * 1024 * 1024 + 1), { contentType: 'image/png' });
    expect(huge.error).toMatchObject({ statusCode: '413' });
  });

  it('refuses an inactive member’s upload', async () => {
    const service = serviceClient(server);
    expect((await service.from('users').update({ status: 'inactive' }).eq('id', LEARNER)).error).toBeNull();
    const refused = await learner.storage.from('avatars').upload(`${LEARNER}/b.png`, PIXEL_PNG, { contentType: 'image/png' });
    expect(refused.error).toMatchObject({ statusCode: '403' });
    expect((await service.from('users').update({ status: 'active' }).eq('id', LEARNER)).error).toBeNull();
  });
});

describe('users.avatar_url', () => {
  it('takes the bucket’s URL of one’s own folder or an https address', async () => {
    const own = learner.storage.from('avatars').getPublicUrl(`${LEARNER}/a.png`).data.publicUrl;
    expect((await setAvatarUrl(`${own}?v=2`)).data).toEqual([{ avatar_url: `${own}?v=2` }]);
    expect((await setAvatarUrl('https://lh3.googleusercontent.com/a/photo.jpg')).error).toBeNull();
    expect((await setAvatarUrl(null)).error).toBeNull();
  });

  it('refuses another member’s folder, plain http elsewhere and script URLs', async () => {
    const theirs = learner.storage.from('avatars').getPublicUrl(`${OTHER}/a.png`).data.publicUrl;
    for (const url of [theirs, 'http://example.com/a.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA']) {
      expect((await setAvatarUrl(url)).error).toMatchObject({ code: '23514' });
    }
  });
});
