import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

// The catalogue's search (issue 20 item 3) through unmodified supabase-js: search_courses
// searches title and description with the Thai spellings of search_synonyms, filters, sorts,
// pages by 12 and suggests a category when nothing matched; catalog_stats counts live.
// Seed: published courses 1–7 (8 is a draft); Python is in 1 and 4, Pandas only in 4.

interface Card {
  id: number;
  category: string;
  level: string;
  price: number;
  students_count: number;
  rating_avg: number;
  reviews_count: number;
  published_at: string | null;
}
interface SearchPage {
  total: number;
  page: number;
  page_size: number;
  courses: Card[];
  suggested_category: string | null;
}
interface Args {
  p_q?: string;
  p_category?: string | null;
  p_level?: string | null;
  p_sort?: string | null;
  p_page?: number;
}

let server: TestServer;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  anon = anonClient(server);
  service = serviceClient(server);
});
afterAll(async () => {
  await server.stop();
});

async function search(args: Args): Promise<SearchPage> {
  const result = await anon.rpc('search_courses', args).overrideTypes<SearchPage, { merge: false }>();
  if (result.error) throw new Error(`search_courses failed: ${result.error.message}`);
  return result.data as SearchPage;
}
const ids = (page: SearchPage) => page.courses.map((c) => c.id);

describe('search_courses', () => {
  it('lists the published catalogue in the school order by default, with its total', async () => {
    const page = await search({});
    expect(ids(page)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(page).toMatchObject({ total: 7, page: 1, page_size: 12, suggested_category: null });
  });

  it('finds courses by the Thai spelling of an English term, whole, inside a phrase or typed halfway', async () => {
    expect(ids(await search({ p_q: 'ไพทอน' }))).toEqual([1, 4]);
    expect(ids(await search({ p_q: 'คอร์สไพธอน' }))).toEqual([1, 4]);
    expect(ids(await search({ p_q: 'ไพท' }))).toEqual([1, 4]);
    expect(ids(await search({ p_q: 'รีแอค' }))).toEqual([2]);
    expect(ids(await search({ p_q: 'ฟลัตเตอร์' }))).toEqual([3]);
    expect(ids(await search({ p_q: 'ด็อกเกอร์' }))).toEqual([5]);
    expect(ids(await search({ p_q: 'ไพทอน', p_category: 'data-science' }))).toEqual([4]);
  });

  it('still matches title or description as typed, case-insensitively, wildcards taken literally', async () => {
    expect(ids(await search({ p_q: 'PYTHON' }))).toEqual([1, 4]);
    expect(ids(await search({ p_q: 'แก้ปัญหาจริง' }))).toEqual([1]);
    expect((await search({ p_q: 'a,b(c)*' })).total).toBe(0);
    expect((await search({ p_q: '%' })).total).toBe(0);
    expect((await search({ p_q: '_' })).total).toBe(0);
  });

  it('sorts by popularity, newest, rating and price', async () => {
    const popular = (await search({ p_sort: 'popular' })).courses;
    expect(popular.map((c) => c.students_count)).toEqual([...popular.map((c) => c.students_count)].sort((a, b) => b - a));
    const rated = (await search({ p_sort: 'rating' })).courses;
    const ratings = rated.map((c) => c.rating_avg);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const newest = (await search({ p_sort: 'newest' })).courses;
    const times = newest.map((c) => Date.parse(c.published_at ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const cheap = (await search({ p_sort: 'price_asc' })).courses.map((c) => c.price);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    expect(cheap[0]).toBe(0);
    const dear = (await search({ p_sort: 'price_desc' })).courses.map((c) => c.price);
    expect(dear).toEqual([...cheap].reverse());
    expect(ids(await search({ p_sort: 'anything' }))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('suggests the category where the words of a failed search match, else the most popular one', async () => {
    // "pandas" alone is only in course 4, data science; the whole phrase matches nothing.
    expect(await search({ p_q: 'pandas สำหรับเด็ก' })).toMatchObject({ total: 0, courses: [], suggested_category: 'data-science' });
    // The suggestion is never the category already chosen.
    const elsewhere = await search({ p_q: 'docker', p_category: 'design' });
    expect(elsewhere).toMatchObject({ total: 0, suggested_category: 'devops' });
    const { data: catalog } = await anon.from('course_catalog').select('category,students_count');
    const learners = new Map<string, number>();
    for (const row of (catalog ?? []) as { category: string; students_count: number }[]) {
      learners.set(row.category, (learners.get(row.category) ?? 0) + row.students_count);
    }
    const mostPopular = [...learners.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
    expect((await search({ p_q: 'zzzz' })).suggested_category).toBe(mostPopular);
  });

  it('pages past 12 courses', async () => {
    const extra = Array.from({ length: 10 }, (_, i) => ({
      title: `คอร์สทดสอบการแบ่งหน้า ${i + 1}`,
      category: 'design',
      level: 'beginner',
      price: 100 + i,
      status: 'published',
    }));
    const inserted = await service.from('courses').insert(extra).select('id');
    expect(inserted.error).toBeNull();
    try {
      const first = await search({});
      expect(first.total).toBe(17);
      expect(first.courses).toHaveLength(12);
      const second = await search({ p_page: 2 });
      expect(second.courses).toHaveLength(5);
      expect(new Set([...ids(first), ...ids(second)]).size).toBe(17);
      expect(await search({ p_page: 3 })).toMatchObject({ total: 17, page: 3, courses: [] });
      expect((await search({ p_page: -4 })).page).toBe(1);
    } finally {
      await service
        .from('courses')
        .delete()
        .in(
          'id',
          (inserted.data ?? []).map((row: { id: number }) => row.id),
        );
    }
  });
});

describe('catalog_stats', () => {
  it('counts published courses and the people enrolled in them, for anyone', async () => {
    const stats = await anon.rpc('catalog_stats').overrideTypes<{ courses: number; learners: number }, { merge: false }>();
    expect(stats.error).toBeNull();
    const { data: enrolments } = await service.from('enrollments').select('user_id,course_id');
    const learners = new Set(
      ((enrolments ?? []) as { user_id: string; course_id: number }[]).filter((e) => e.course_id !== 8).map((e) => e.user_id),
    );
    expect(stats.data).toEqual({ courses: 7, learners: learners.size });
  });
});
