import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFixture, type Fixture } from './testing/fixture-app.ts';

let f: Fixture;
beforeAll(async () => {
  f = await createFixture();
}, 60_000);
afterAll(() => f.db.close());

const titles = (data: unknown): string[] => (data as { title: string }[]).map((r) => r.title);

describe('filters', () => {
  test('comparison, pattern, is, in and negation', async () => {
    const q = () => f.anon.from('courses').select('title').order('id');
    expect(titles((await q().eq('price', 1790)).data)).toEqual(['Python 101']);
    expect(titles((await q().gte('price', 2490)).data)).toEqual(['React Deep Dive', 'Data Science']);
    expect(titles((await q().like('title', '*Deep*')).data)).toEqual(['React Deep Dive']);
    expect(titles((await q().ilike('title', 'python%')).data)).toEqual(['Python 101']);
    expect(titles((await q().match({ price: 2490 })).data)).toEqual(['Data Science']);
    expect(titles((await q().regexIMatch('title', '^data')).data)).toEqual(['Data Science']);
    expect(titles((await q().is('meta', null)).data)).toEqual(['Data Science']);
    expect(titles((await q().isDistinct('price', 1790)).data)).toEqual(['React Deep Dive', 'Data Science']);
    expect(titles((await q().in('id', [1, 3])).data)).toEqual(['Python 101', 'Data Science']);
    expect(titles((await q().in('title', ['Python 101', 'a,b'])).data)).toEqual(['Python 101']);
    expect(titles((await q().not('id', 'in', '(1,3)')).data)).toEqual(['React Deep Dive']);
    expect(titles((await q().neq('id', 1).lt('price', 3000)).data)).toEqual(['Data Science']);
  });

  test('array and JSON containment, overlap, full-text search and JSON paths', async () => {
    const q = () => f.anon.from('courses').select('title').order('id');
    expect(titles((await q().contains('tags', ['python'])).data)).toEqual(['Python 101', 'Data Science']);
    expect(titles((await q().containedBy('tags', ['react', 'web', 'x'])).data)).toEqual(['React Deep Dive']);
    expect(titles((await q().overlaps('tags', ['data', 'web'])).data)).toEqual(['React Deep Dive', 'Data Science']);
    expect(titles((await q().contains('meta', { level: 'advanced' })).data)).toEqual(['React Deep Dive']);
    expect(titles((await q().eq('meta->>level', 'beginner')).data)).toEqual(['Python 101']);
    expect(titles((await q().textSearch('title', 'deep & dive', { config: 'english' })).data)).toEqual(['React Deep Dive']);
    expect(titles((await q().textSearch('title', 'data science', { type: 'plain' })).data)).toEqual(['Data Science']);
    expect(titles((await q().textSearch('title', 'python or react', { type: 'websearch' })).data)).toEqual([
      'Python 101',
      'React Deep Dive',
    ]);
  });

  test('or / and trees, nested, with quoted values', async () => {
    const q = () => f.anon.from('courses').select('title').order('id');
    expect(titles((await q().or('price.eq.1790,title.eq."React Deep Dive"')).data)).toEqual(['Python 101', 'React Deep Dive']);
    expect(titles((await q().or('id.eq.3,and(price.gt.3000,tags.cs.{web})')).data)).toEqual(['React Deep Dive', 'Data Science']);
    expect(titles((await q().or('id.in.(1,2)').not('title', 'like', 'R*')).data)).toEqual(['Python 101']);
    // The catalogue's search box: quoted values may hold commas, parentheses, quotes and escaped LIKE wildcards.
    expect(titles((await q().or('title.ilike."*a,b(c)*",title.ilike."*\\"hi\\"*"')).data)).toEqual([]);
    expect(titles((await q().or('title.ilike."*101*",title.ilike."*100\\\\%*"')).data)).toEqual(['Python 101']);
  });

  test('RLS decides what anon sees; filters are bind values, not SQL', async () => {
    expect((await f.anon.from('courses').select('id')).data).toHaveLength(3);
    expect((await f.userA.from('courses').select('id')).data).toHaveLength(4);
    const evil = await f.anon.from('courses').select('title').eq('title', "x' or '1'='1");
    expect(evil.data).toEqual([]);
  });
});

describe('select, embedding, order and paging', () => {
  test('aliases, casts and JSON paths in select', async () => {
    const { data } = await f.anon.from('courses').select('name:title,price::text,level:meta->>level').eq('id', 1).single();
    expect(data).toEqual({ name: 'Python 101', price: '1790', level: 'beginner' });
  });

  test('many-to-one as object, one-to-many as array, nested, with hints and embedded order/limit/filters', async () => {
    const { data, error } = await f.anon
      .from('courses')
      .select(
        'title, teacher:instructors!instructor_id(name), reviewer:instructors!courses_reviewer_fkey(name), course_modules(title, lessons(title))',
      )
      .order('position', { referencedTable: 'course_modules' })
      .limit(1, { referencedTable: 'course_modules' })
      .eq('id', 2)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      title: 'React Deep Dive',
      teacher: { name: 'Malee' },
      reviewer: { name: 'Somchai' },
      course_modules: [{ title: 'Components', lessons: [{ title: 'JSX' }] }],
    });
    const filtered = await f.anon.from('courses').select('id, course_modules(title)').eq('course_modules.title', 'Pandas').order('id');
    expect(filtered.data).toEqual([
      { id: 1, course_modules: [] },
      { id: 2, course_modules: [] },
      { id: 3, course_modules: [{ title: 'Pandas' }] },
    ]);
  });

  test('!inner filters parents; ambiguous and unknown relationships are errors', async () => {
    const inner = await f.anon.from('courses').select('id, course_modules!inner(title)').eq('course_modules.title', 'Pandas');
    expect(inner.data).toEqual([{ id: 3, course_modules: [{ title: 'Pandas' }] }]);
    const nested = await f.anon
      .from('instructors')
      .select('name, courses!instructor_id!inner(course_modules!inner(lessons!inner(title)))')
      .eq('courses.course_modules.lessons.title', 'JSX');
    expect(nested.data).toEqual([{ name: 'Malee', courses: [{ course_modules: [{ lessons: [{ title: 'JSX' }] }] }] }]);
    const ambiguous = await f.anon.from('courses').select('instructors(name)');
    expect([ambiguous.status, ambiguous.error?.code]).toEqual([300, 'PGRST201']);
    const withoutReviewer = await f.anon
      .from('courses')
      .select('id, reviewer:instructors!courses_reviewer_fkey(name)')
      .is('reviewer', null);
    expect(withoutReviewer.data).toEqual([{ id: 3, reviewer: null }]);
    const withReviewer = await f.anon
      .from('courses')
      .select('id, reviewer:instructors!courses_reviewer_fkey()')
      .not('reviewer', 'is', null)
      .order('id');
    expect(withReviewer.data).toEqual([{ id: 1 }, { id: 2 }]);
    const none = await f.anon.from('courses').select('lessons(title)');
    expect([none.status, none.error?.code]).toEqual([400, 'PGRST200']);
  });

  test('a view inherits the keys of its tables, both ways', async () => {
    const { data } = await f.anon
      .from('course_catalog')
      .select('title, modules_count, instructors(name), course_modules(title)')
      .eq('id', 3)
      .single();
    expect(data).toEqual({
      title: 'Data Science',
      modules_count: 1,
      instructors: { name: 'Somchai' },
      course_modules: [{ title: 'Pandas' }],
    });
    const reverse = await f.anon.from('instructors').select('name, course_catalog(title)').eq('id', 2).single();
    expect(reverse.data).toEqual({ name: 'Malee', course_catalog: [{ title: 'React Deep Dive' }] });
  });

  test('order with several keys and nulls, limit and offset, range', async () => {
    const byRating = await f.anon.from('instructors').select('name').order('rating', { ascending: false, nullsFirst: true });
    expect(titlesOf(byRating.data)).toEqual(['Niran', 'Malee', 'Somchai']);
    const paged = await f.anon.from('courses').select('title').order('instructor_id').order('price', { ascending: false }).range(1, 2);
    expect(titles(paged.data)).toEqual(['Python 101', 'React Deep Dive']);
  });
});

const titlesOf = (data: unknown): string[] => (data as { name: string }[]).map((r) => r.name);
