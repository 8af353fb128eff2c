import { describe, expect, test } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { parseLogic } from './filter-parser.ts';
import { parseQueryParams } from './query-params.ts';
import { parseSelect } from './select-parser.ts';

const code = (fn: () => unknown): string | null => {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof ApiError ? error.code : 'not an ApiError';
  }
};

describe('select parser', () => {
  test('columns, aliases, casts, JSON paths and nested embeds with hints', () => {
    expect(
      parseSelect(
        'id,name:title,price::text,meta->>level,teacher:instructors!courses_instructor_id_fkey!inner(name),course_modules(*,lessons(title))',
      ),
    ).toEqual([
      { kind: 'column', field: { column: 'id', path: [] }, alias: null, cast: null },
      { kind: 'column', field: { column: 'title', path: [] }, alias: 'name', cast: null },
      { kind: 'column', field: { column: 'price', path: [] }, alias: null, cast: 'text' },
      { kind: 'column', field: { column: 'meta', path: [{ arrow: '->>', key: 'level' }] }, alias: null, cast: null },
      {
        kind: 'embed',
        name: 'instructors',
        alias: 'teacher',
        hint: 'courses_instructor_id_fkey',
        inner: true,
        items: [{ kind: 'column', field: { column: 'name', path: [] }, alias: null, cast: null }],
      },
      {
        kind: 'embed',
        name: 'course_modules',
        alias: null,
        hint: null,
        inner: false,
        items: [
          { kind: 'star' },
          {
            kind: 'embed',
            name: 'lessons',
            alias: null,
            hint: null,
            inner: false,
            items: [{ kind: 'column', field: { column: 'title', path: [] }, alias: null, cast: null }],
          },
        ],
      },
    ]);
  });

  test('aggregates with aliases and input/output casts, count() alone, spread embeds', () => {
    expect(parseSelect('total:amount::int.sum()::text,count(),n:id.count(),...customers(city:name,...regions(code))')).toEqual([
      { kind: 'column', field: { column: 'amount', path: [] }, alias: 'total', cast: 'int', aggregate: 'sum', aggregateCast: 'text' },
      { kind: 'column', field: { column: '*', path: [] }, alias: null, cast: null, aggregate: 'count', aggregateCast: null },
      { kind: 'column', field: { column: 'id', path: [] }, alias: 'n', cast: null, aggregate: 'count', aggregateCast: null },
      {
        kind: 'embed',
        name: 'customers',
        alias: null,
        hint: null,
        inner: false,
        spread: true,
        items: [
          { kind: 'column', field: { column: 'name', path: [] }, alias: 'city', cast: null },
          {
            kind: 'embed',
            name: 'regions',
            alias: null,
            hint: null,
            inner: false,
            spread: true,
            items: [{ kind: 'column', field: { column: 'code', path: [] }, alias: null, cast: null }],
          },
        ],
      },
    ]);
    expect(code(() => parseSelect('sum()'))).toBe('PGRST100');
    expect(code(() => parseSelect('amount.sum()::int;drop'))).toBe('PGRST100');
    expect(code(() => parseSelect('x:...customers(name)'))).toBe('PGRST100');
  });

  test('rejects casts that are not plain type names and broken syntax', () => {
    expect(code(() => parseSelect('price::text);drop table x'))).toBe('PGRST100');
    expect(code(() => parseSelect('id,,name'))).toBe('PGRST100');
    expect(code(() => parseSelect('a(b'))).toBe('PGRST100');
    expect(code(() => parseSelect('x!a!b!c(*)'))).toBe('PGRST100');
  });
});

describe('filter and query parameters', () => {
  test('logic trees keep quoted commas and nested groups', () => {
    const tree = parseLogic('or', '(title.eq."a,b",and(price.gt.1,tags.cs.{x,y}),id.in.(1,2))', false, 'test');
    expect(tree.children.map((c) => c.kind)).toEqual(['cond', 'logic', 'cond']);
    const [first, second, third] = tree.children;
    expect(first?.kind === 'cond' && first.value).toBe('a,b');
    expect(second?.kind === 'logic' && second.children.length).toBe(2);
    expect(third?.kind === 'cond' && third.list).toEqual(['1', '2']);
  });

  test('levels: embedded filters, order, limit and offset go to their path', () => {
    const q = parseQueryParams(
      new URLSearchParams(
        'select=*&id=gt.1&course_modules.title=eq.x&course_modules.order=position.desc.nullslast&course_modules.limit=2&limit=5&offset=10&not.or=(a.eq.1)',
      ),
    );
    expect(q.levels.get('')?.limit).toBe(5);
    expect(q.levels.get('')?.offset).toBe(10);
    expect(q.levels.get('')?.filters.map((f) => f.kind)).toEqual(['cond', 'logic']);
    expect(q.levels.get('course_modules')).toMatchObject({ limit: 2, order: [{ descending: true, nulls: 'last' }] });
  });

  test('unknown operators, bad limits and bad order terms are PGRST100', () => {
    expect(code(() => parseQueryParams(new URLSearchParams('id=zz.1')))).toBe('PGRST100');
    expect(code(() => parseQueryParams(new URLSearchParams('id=1')))).toBe('PGRST100');
    expect(code(() => parseQueryParams(new URLSearchParams('limit=abc')))).toBe('PGRST100');
    // A negative limit is an empty range in PostgREST: 416 PGRST103.
    expect(code(() => parseQueryParams(new URLSearchParams('limit=-1')))).toBe('PGRST103');
    expect(code(() => parseQueryParams(new URLSearchParams('order=id.sideways')))).toBe('PGRST100');
    expect(code(() => parseQueryParams(new URLSearchParams('or=a.eq.1')))).toBe('PGRST100');
    expect(code(() => parseQueryParams(new URLSearchParams('id=in.1,2')))).toBe('PGRST100');
  });
});
