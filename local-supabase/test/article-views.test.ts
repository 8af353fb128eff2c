import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * increment_article_views counts one view per visitor, article and day (decision 0030), asked
 * the way the blog asks: supabase-js over HTTP. Article 1 is published with 1520 views in the
 * seed; article 4 is a draft.
 */
let server: TestServer;
let anon: SupabaseClient;

const views = async (db: SupabaseClient, args: { p_article_id: number; p_visitor_key?: string }): Promise<number | null> => {
  const answer = await db.rpc('increment_article_views', args);
  expect(answer.error).toBeNull();
  return answer.data as number | null;
};

beforeAll(async () => {
  server = await startTestServer();
  anon = anonClient(server);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('one article view per visitor per day', () => {
  it('counts five views from one browser as one', async () => {
    const key = 'k7Qm2xV9pL4sT8wZ3nB6';
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await views(anon, { p_article_id: 1, p_visitor_key: key }));
    expect(answers).toEqual([1521, 1521, 1521, 1521, 1521]);
  });

  it('counts another browser, and a signed-in member once whatever key it sends', async () => {
    expect(await views(anon, { p_article_id: 1, p_visitor_key: 'another-browser-key-0001' })).toBe(1522);
    const learner = await signedInClient(server, 'learner');
    expect(await views(learner, { p_article_id: 1, p_visitor_key: 'key-one-aaaaaaaaaaaa' })).toBe(1523);
    expect(await views(learner, { p_article_id: 1, p_visitor_key: 'key-two-bbbbbbbbbbbb' })).toBe(1523);
    expect(await views(learner, { p_article_id: 1 })).toBe(1523);
  });

  it('counts nothing without a usable key, and nothing for a draft', async () => {
    expect(await views(anon, { p_article_id: 1 })).toBe(1523);
    expect(await views(anon, { p_article_id: 1, p_visitor_key: 'x' })).toBe(1523);
    expect(await views(anon, { p_article_id: 4, p_visitor_key: 'k7Qm2xV9pL4sT8wZ3nB6' })).toBeNull();
  });

  it('keeps the marks out of every client’s reach', async () => {
    const read = await anon.from('article_view_marks').select('*');
    expect(read.error).toMatchObject({ code: '42501' });
    const learner = await signedInClient(server, 'learner');
    expect((await learner.from('article_view_marks').select('*')).error).toMatchObject({ code: '42501' });
    expect((await learner.from('article_view_marks').delete().gte('viewed_on', '2000-01-01')).error).toMatchObject({ code: '42501' });
  });
});
