import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PreparedStatements } from './prepared-statements.ts';

const pg = new PGlite();
const exec = (sql: string) => pg.exec(sql);
const rows = async (sql: string) => (await pg.exec(sql)).at(-1)?.rows ?? [];

beforeAll(async () => {
  await pg.exec(`
    create role reader;
    create table notes (id int primary key, owner text, body text);
    insert into notes values (1, 'ann', 'ann''s'), (2, 'ben', 'ben\\s');
    alter table notes enable row level security;
    create policy own on notes for select to reader using (owner = current_setting('app.who', true));
    grant select on notes to reader;`);
});
// One cache per PGlite session in the server; each test here starts a new cache on a clean session.
beforeEach(() => pg.exec('deallocate all'));
afterAll(() => pg.close());

describe('prepared statements on PGlite', () => {
  it('prepares a text once and runs it with each call’s values, quotes and backslashes intact', async () => {
    const cache = new PreparedStatements();
    const sql = 'select body from notes where id = $1';
    const first = await cache.executeSql(sql, ['1'], exec);
    const second = await cache.executeSql(sql, [2], exec);
    expect(first?.replace(/\(.*\)/, '')).toBe(second?.replace(/\(.*\)/, ''));
    expect(await rows(first ?? '')).toEqual([{ body: "ann's" }]);
    expect(await rows(second ?? '')).toEqual([{ body: 'ben\\s' }]);
    expect(await rows(`select count(*)::int as n from pg_prepared_statements`)).toEqual([{ n: 1 }]);
  });

  it('answers by the row security of the role running it, not the one it was prepared under', async () => {
    const cache = new PreparedStatements();
    const sql = 'select id from notes where id > $1 order by id';
    const asRole = async (who: string | null) => {
      await pg.exec('begin');
      if (who) await pg.exec(`set local role reader; select set_config('app.who', '${who}', true)`);
      const result = await rows((await cache.executeSql(sql, [0], exec)) ?? '');
      await pg.exec('rollback');
      return result;
    };
    expect(await asRole('ann')).toEqual([{ id: 1 }]);
    expect(await asRole('ben')).toEqual([{ id: 2 }]);
    expect(await asRole(null)).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('deallocates the least recently used statement past its bound', async () => {
    const cache = new PreparedStatements(2);
    for (const n of [1, 2, 1, 3]) await cache.executeSql(`select ${n} as n where $1::int > 0`, [1], exec);
    const names = await rows(`select statement from pg_prepared_statements order by statement`);
    expect(names.map((r) => (r as { statement: string }).statement)).toEqual([
      'prepare local_supabase_0 as select 1 as n where $1::int > 0',
      'prepare local_supabase_2 as select 3 as n where $1::int > 0',
    ]);
  });

  it('leaves values it cannot inline safely to the ordinary path', async () => {
    const cache = new PreparedStatements();
    expect(await cache.executeSql('select $1::text', ['a\0b'], exec)).toBeNull();
    expect(await cache.executeSql('select $1::int[]', [[1, 2]], exec)).toBeNull();
    expect(await cache.executeSql('select $1::float8', [Number.NaN], exec)).toBeNull();
  });
});
