import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFixture, type Fixture } from './testing/fixture-app.ts';

let f: Fixture;
beforeAll(async () => {
  f = await createFixture();
}, 60_000);
afterAll(() => f.db.close());

describe('rpc', () => {
  test('scalar results, named arguments, defaults, GET arguments and bigint as a JSON number', async () => {
    expect((await f.anon.rpc('add_numbers', { a: 1, b: 2 })).data).toBe(3);
    expect((await f.anon.rpc('add_numbers', { a: 1 })).data).toBe(11);
    expect((await f.anon.rpc('add_numbers', { a: 5, b: 5 }, { get: true })).data).toBe(10);
    expect((await f.anon.rpc('tag_count', { tags: ['a', 'b', 'c'] })).data).toBe(3);
    const big = await f.app.request('/rest/v1/rpc/big', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(await big.text()).toBe('9007199254740993');
  });

  test('json, setof composite with select / filters / order, returns table, void', async () => {
    expect((await f.anon.rpc('stats')).data).toEqual({ courses: 3 });
    const set = await f.anon
      .rpc('published_courses', { min_price: 2000 })
      .select('title, teacher:instructors!instructor_id(name)')
      .order('price', { ascending: false });
    expect(set.data).toEqual([
      { title: 'React Deep Dive', teacher: { name: 'Malee' } },
      { title: 'Data Science', teacher: { name: 'Somchai' } },
    ]);
    const one = await f.anon.rpc('published_courses').eq('id', 3).select('title').single();
    expect(one.data).toEqual({ title: 'Data Science' });
    expect((await f.anon.rpc('course_titles').lt('course_id', 3)).data).toEqual([
      { course_id: 1, title: 'Python 101' },
      { course_id: 2, title: 'React Deep Dive' },
    ]);
    const counted = await f.anon.rpc('course_titles', {}, { count: 'exact' }).limit(1);
    expect([counted.count, counted.data]).toEqual([3, [{ course_id: 1, title: 'Python 101' }]]);
    const voidCall = await f.anon.rpc('touch');
    expect([voidCall.status, voidCall.data, voidCall.error]).toEqual([204, null, null]);
  });

  test('missing functions and wrong arguments are 404 PGRST202; raised errors keep their SQLSTATE', async () => {
    const missing = await f.anon.rpc('add_numberz', { a: 1 });
    expect([missing.status, missing.error?.code, missing.error?.message, missing.error?.hint]).toEqual([
      404,
      'PGRST202',
      'Could not find the function public.add_numberz(a) in the schema cache',
      'Perhaps you meant to call the function public.add_numbers',
    ]);
    const wrongArgs = await f.anon.rpc('add_numbers', { x: 1 });
    expect([wrongArgs.status, wrongArgs.error?.code]).toEqual([404, 'PGRST202']);
    const badValue = await f.anon.rpc('add_numbers', { a: 'one' });
    expect([badValue.status, badValue.error?.code]).toEqual([400, '22P02']);
    const secretAnon = await f.anon.rpc('secret');
    expect([secretAnon.status, secretAnon.error?.code, secretAnon.error?.message]).toEqual([401, '42501', 'admins only']);
    expect((await f.userA.rpc('secret')).status).toBe(403);
    const writeOnGet = await f.service.rpc('add_instructor', { name: 'Get' }, { get: true });
    expect([writeOnGet.status, writeOnGet.error?.code]).toEqual([405, '25006']);
    expect((await f.service.rpc('add_instructor', { name: 'Post' })).data).toBe(4);
  });
});
