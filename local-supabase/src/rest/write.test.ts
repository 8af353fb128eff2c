import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFixture, USER_A, type Fixture } from './testing/fixture-app.ts';

let f: Fixture;
beforeAll(async () => {
  f = await createFixture();
}, 60_000);
afterAll(() => f.db.close());

describe('insert', () => {
  test('minimal insert is 201 with no body; representation returns rows with embeds', async () => {
    const minimal = await f.service.from('instructors').insert({ name: 'Ploy' });
    expect([minimal.status, minimal.data, minimal.error]).toEqual([201, null, null]);
    const { data, status } = await f.service
      .from('courses')
      .insert({ title: 'Go', instructor_id: 2, tags: ['go'], meta: { level: 'x' } })
      .select('title, price, tags, meta, teacher:instructors!instructor_id(name)')
      .single();
    expect([status, data]).toEqual([201, { title: 'Go', price: 0, tags: ['go'], meta: { level: 'x' }, teacher: { name: 'Malee' } }]);
  });

  test('array insert: missing keys are null by default, or take defaults with defaultToNull false', async () => {
    const nulls = await f.service
      .from('courses')
      .insert([
        { title: 'A', price: 5 },
        { title: 'B', published_at: '2026-01-01T00:00:00Z' },
      ])
      .select('title, price');
    expect(nulls.error?.code).toBe('23502');
    const defaults = await f.service
      .from('courses')
      .insert([{ title: 'A', price: 5 }, { title: 'B' }], { defaultToNull: false })
      .select('title, price');
    expect(defaults.data).toEqual([
      { title: 'A', price: 5 },
      { title: 'B', price: 0 },
    ]);
  });

  test('upsert merges or ignores duplicates on the given conflict target', async () => {
    const merged = await f.service.from('instructors').upsert({ id: 3, name: 'Niran K.' }).select('id, name');
    expect(merged.data).toEqual([{ id: 3, name: 'Niran K.' }]);
    await f.userA.from('notes').insert({ body: 'hello' });
    const ignored = await f.userA
      .from('notes')
      .upsert({ owner: USER_A, body: 'hello' }, { onConflict: 'owner,body', ignoreDuplicates: true })
      .select();
    expect([ignored.status, ignored.data]).toEqual([201, []]);
  });

  test('payload and constraint errors map to PostgREST codes and statuses', async () => {
    const unknown = await f.service.from('courses').insert({ title: 'x', nope: 1 });
    expect([unknown.status, unknown.error?.code]).toEqual([400, 'PGRST204']);
    const check = await f.service.from('courses').insert({ title: 'x', price: -1 });
    expect([check.status, check.error?.code]).toEqual([400, '23514']);
    const fk = await f.service.from('courses').insert({ title: 'x', instructor_id: 999 });
    expect([fk.status, fk.error?.code]).toEqual([409, '23503']);
    const dup = await f.service.from('instructors').insert({ id: 1, name: 'dup' });
    expect([dup.status, dup.error?.code]).toEqual([409, '23505']);
    const json = await f.app.request('/rest/v1/instructors', {
      method: 'POST',
      body: '{oops',
      headers: { Authorization: 'Bearer service' },
    });
    expect([json.status, ((await json.json()) as { code: string }).code]).toEqual([400, 'PGRST102']);
  });

  test('RLS refusals are 401 for anon and 403 for a signed-in user', async () => {
    const anon = await f.anon.from('notes').insert({ body: 'x' });
    expect([anon.status, anon.error?.code]).toEqual([401, '42501']);
    const other = await f.userA.from('notes').insert({ owner: '00000000-0000-4000-8000-000000000099', body: 'x' });
    expect([other.status, other.error?.code]).toEqual([403, '42501']);
  });
});

describe('update and delete', () => {
  test('update with filters returns the changed rows; minimal is 204', async () => {
    const { data } = await f.service.from('instructors').update({ rating: 4.0 }).eq('name', 'Ploy').select('name, rating');
    expect(data).toEqual([{ name: 'Ploy', rating: 4 }]);
    const minimal = await f.service.from('instructors').update({ rating: 3.5 }).eq('name', 'Ploy');
    expect([minimal.status, minimal.data]).toEqual([204, null]);
  });

  test('rows hidden by RLS are simply not touched', async () => {
    const other = await f.userB.from('notes').update({ body: 'hijack' }).eq('body', 'hello').select();
    expect([other.status, other.data]).toEqual([200, []]);
    const gone = await f.userB.from('notes').delete().eq('body', 'hello').select();
    expect(gone.data).toEqual([]);
    expect((await f.userA.from('notes').select('body')).data).toEqual([{ body: 'hello' }]);
  });

  test('single() on a write touching several rows is refused and rolled back', async () => {
    const res = await f.service.from('courses').update({ price: 1 }).gt('id', 0).select('id').single();
    expect([res.status, res.error?.code]).toEqual([406, 'PGRST116']);
    expect((await f.service.from('courses').select('id').eq('price', 1)).data).toEqual([]);
  });

  test('delete with representation and count', async () => {
    const { data, count, status } = await f.service.from('courses').delete({ count: 'exact' }).in('title', ['A', 'B']).select('title');
    expect([status, count, data]).toEqual([200, 2, [{ title: 'A' }, { title: 'B' }]]);
    const minimal = await f.service.from('instructors').delete().eq('name', 'Ploy');
    expect(minimal.status).toBe(204);
  });
});
