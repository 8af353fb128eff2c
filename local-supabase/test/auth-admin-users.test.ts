import type { User } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

/** The admin API (`supabase.auth.admin.*`) as GoTrue answers it: pagination, validation, updates, deletes. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const admin = () => serviceClient(server).auth.admin;
const asService = { apikey: '', authorization: '' };
const serviceHeaders = () => ({ ...asService, apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}` });
const rawList = (query: string) => fetch(`${server.url}/auth/v1/admin/users?${query}`, { headers: serviceHeaders() });

async function created(email: string, extra: Record<string, unknown> = {}): Promise<User> {
  const { data, error } = await admin().createUser({ email, password: 'Passw0rd!', email_confirm: true, ...extra });
  if (error || !data.user) throw new Error(`createUser ${email}: ${error?.message ?? 'no user'}`);
  return data.user;
}

describe('listUsers', () => {
  it('pages newest first with X-Total-Count and Link, parsed by supabase-js into nextPage/lastPage/total', async () => {
    const made = [await created('list-a@example.com'), await created('list-b@example.com'), await created('list-c@example.com')];
    const total = Number((await rawList('page=1&per_page=1')).headers.get('x-total-count'));
    const perPage = Math.ceil(total / 3); // three pages: supabase-js reads single-digit page numbers only
    const { data, error } = await admin().listUsers({ page: 1, perPage });
    expect(error).toBeNull();
    expect(data).toMatchObject({ aud: 'authenticated', total, nextPage: 2, lastPage: 3 });
    expect(data.users.slice(0, 3).map((u) => u.id)).toEqual(made.map((u) => u.id).reverse());
    const last = await admin().listUsers({ page: 3, perPage });
    expect(last.data).toMatchObject({ nextPage: null, lastPage: 3, total });
    expect(last.data.users.length).toBe(total - 2 * perPage);
  });

  it('writes Link as GoTrue does: its own path and sorted query, next while pages remain, always last', async () => {
    const response = await rawList('per_page=1&page=1');
    const total = Number(response.headers.get('x-total-count'));
    expect(response.headers.get('link')).toBe(
      `</admin/users?page=2&per_page=1>; rel="next", </admin/users?page=${total}&per_page=1>; rel="last"`,
    );
    expect(await response.json()).toMatchObject({ aud: 'authenticated', users: [expect.any(Object) as object] });
    const beyond = await rawList(`page=${total + 5}&per_page=1`);
    expect(beyond.headers.get('link')).toBe(`</admin/users?page=${total}&per_page=1>; rel="last"`);
    expect(((await beyond.json()) as { users: unknown[] }).users).toEqual([]);
  });

  it('sorts by created_at asc on request and filters by e-mail', async () => {
    const oldestFirst = (await (await rawList('sort=created_at%20asc&per_page=1000')).json()) as { users: User[] };
    const newestFirst = (await (await rawList('per_page=1000')).json()) as { users: User[] };
    expect(oldestFirst.users.map((u) => u.id)).toEqual(newestFirst.users.map((u) => u.id).reverse());
    await created('filter-me@example.com');
    const filtered = (await (await rawList('filter=filter-me')).json()) as { users: User[] };
    expect(filtered.users.map((u) => u.email)).toEqual(['filter-me@example.com']);
  });

  it('refuses bad parameters with 400 validation_failed, worded as GoTrue', async () => {
    const cases: [string, string][] = [
      ['page=abc', 'Bad Pagination Parameters: strconv.ParseUint: parsing "abc": invalid syntax'],
      ['per_page=0', 'Bad Pagination Parameters: per_page must be greater than 0'],
      ['per_page=-5', 'Bad Pagination Parameters: strconv.ParseUint: parsing "-5": invalid syntax'],
      ['sort=email', "Bad Sort Parameters: bad field for sort 'email'"],
      ['sort=created_at%20up', "Bad Sort Parameters: bad direction for sort 'up', only 'asc' and 'desc' allowed"],
    ];
    for (const [query, msg] of cases) {
      const response = await rawList(query);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'validation_failed', msg });
    }
    const { data, error } = await admin().listUsers({ page: -1 });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(data.users).toEqual([]);
  });

  it('is for the service role only', async () => {
    const response = await fetch(`${server.url}/auth/v1/admin/users`, { headers: { apikey: server.anonKey } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'not_admin', msg: 'User not allowed' });
  });
});

describe('createUser', () => {
  it('refuses a duplicate address (422 email_exists), no address, and a malformed one', async () => {
    await created('twice@example.com');
    expect((await admin().createUser({ email: 'TWICE@example.com', password: 'Passw0rd!' })).error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
    expect((await admin().createUser({ password: 'Passw0rd!' })).error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Cannot create a user without either an email or phone',
    });
    expect((await admin().createUser({ email: 'not-an-address' })).error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('takes a chosen id and a ban_duration', async () => {
    const id = crypto.randomUUID();
    const user = await created('chosen-id@example.com', { id, ban_duration: '24h' });
    expect(user.id).toBe(id);
    expect(Date.parse(user.banned_until ?? '')).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    const signIn = await anonClient(server).auth.signInWithPassword({ email: 'chosen-id@example.com', password: 'Passw0rd!' });
    expect(signIn.error).toMatchObject({ code: 'user_banned' });
    expect((await admin().createUser({ email: 'nil-id@example.com', id: '00000000-0000-0000-0000-000000000000' })).error).toMatchObject({
      status: 400,
      message: 'ID cannot be a nil uuid',
    });
  });
});

describe('updateUserById', () => {
  it('changes e-mail, password and metadata (null removes a key); the email identity follows', async () => {
    const user = await created('before@example.com', { user_metadata: { a: 1, b: 2 }, app_metadata: { plan: 'free' } });
    const { data, error } = await admin().updateUserById(user.id, {
      email: 'after@example.com',
      password: 'N3w-passw0rd',
      user_metadata: { b: null, c: 3 },
      app_metadata: { plan: 'pro' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: 'after@example.com',
      user_metadata: { a: 1, c: 3 },
      app_metadata: { plan: 'pro', provider: 'email' },
    });
    expect(data.user?.user_metadata).not.toHaveProperty('b');
    expect(data.user?.identities?.find((i) => i.provider === 'email')?.identity_data?.['email']).toBe('after@example.com');
    const signIn = await anonClient(server).auth.signInWithPassword({ email: 'after@example.com', password: 'N3w-passw0rd' });
    expect(signIn.error).toBeNull();
  });

  it('bans with ban_duration and lifts the ban with "none"', async () => {
    const user = await created('banned-later@example.com');
    const banned = await admin().updateUserById(user.id, { ban_duration: '1h30m' });
    expect(Date.parse(banned.data.user?.banned_until ?? '')).toBeGreaterThan(Date.now() + 80 * 60_000);
    expect(
      (await anonClient(server).auth.signInWithPassword({ email: 'banned-later@example.com', password: 'Passw0rd!' })).error,
    ).toMatchObject({ code: 'user_banned' });
    const lifted = await admin().updateUserById(user.id, { ban_duration: 'none' });
    expect(lifted.data.user?.banned_until).toBeUndefined();
    expect(
      (await anonClient(server).auth.signInWithPassword({ email: 'banned-later@example.com', password: 'Passw0rd!' })).error,
    ).toBeNull();
  });

  it('refuses invalid input with GoTrue codes and leaves the user untouched', async () => {
    const user = await created('untouched@example.com', { user_metadata: { kept: true } });
    const taken = await created('taken@example.com');
    const cases: [Record<string, unknown>, { status: number; code: string; message?: string }][] = [
      [
        { ban_duration: 'forever', user_metadata: { kept: false } },
        { status: 400, code: 'validation_failed', message: 'invalid format for ban duration: time: invalid duration "forever"' },
      ],
      [
        { password: '123', user_metadata: { kept: false } },
        { status: 422, code: 'weak_password', message: 'Password should be at least 6 characters.' },
      ],
      [
        { email: 'nope', user_metadata: { kept: false } },
        { status: 400, code: 'validation_failed' },
      ],
      [
        { email: taken.email, user_metadata: { kept: false } },
        { status: 422, code: 'email_exists' },
      ],
    ];
    for (const [attributes, expected] of cases) {
      const { error } = await admin().updateUserById(user.id, attributes);
      expect(error).toMatchObject(expected);
    }
    const { data } = await admin().getUserById(user.id);
    expect(data.user).toMatchObject({ email: 'untouched@example.com', user_metadata: { kept: true } });
  });

  it('answers a malformed id 404 validation_failed and an unknown one 404 user_not_found', async () => {
    const malformed = await fetch(`${server.url}/auth/v1/admin/users/42`, { method: 'PUT', headers: serviceHeaders(), body: '{}' });
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toMatchObject({ code: 'validation_failed', msg: 'user_id must be an UUID' });
    const unknown = await admin().updateUserById(crypto.randomUUID(), { user_metadata: { x: 1 } });
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User not found' });
  });
});

describe('deleteUser', () => {
  it('deletes for good', async () => {
    const user = await created('gone@example.com');
    const { data, error } = await admin().deleteUser(user.id);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect((await admin().getUserById(user.id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('soft-deletes: the user is not found, cannot sign in, and the address is free again', async () => {
    const user = await created('soft@example.com');
    expect((await admin().deleteUser(user.id, true)).error).toBeNull();
    expect((await admin().getUserById(user.id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
    expect((await anonClient(server).auth.signInWithPassword({ email: 'soft@example.com', password: 'Passw0rd!' })).error).toMatchObject({
      code: 'invalid_credentials',
    });
    const again = await admin().createUser({ email: 'soft@example.com', password: 'Passw0rd!' });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).not.toBe(user.id);
    const rows = await server.db.transaction(null, (tx) =>
      tx.query<{ deleted: boolean }>('select deleted_at is not null as deleted from auth.users where id = $1', [user.id]),
    );
    expect(rows.rows).toEqual([{ deleted: true }]);
  });
});
