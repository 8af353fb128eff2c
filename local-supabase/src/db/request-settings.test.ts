import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { requestContextSql } from './request-settings.ts';
import type { RequestContext } from './types.ts';

const pg = new PGlite();
const ready = pg.exec('create role anon');
afterAll(() => pg.close());

describe('the role switch statement', () => {
  it('carries claims with quotes, backslashes and Thai text through unchanged, whatever standard_conforming_strings says', async () => {
    const claims = { role: 'authenticated' as const, sub: "o'neil\\x'); drop table x; --", name: 'สมชาย "ทดสอบ"' };
    await ready;
    for (const conforming of ['on', 'off']) {
      await pg.exec(`set standard_conforming_strings = ${conforming}`);
      await pg.exec('begin');
      await pg.exec(requestContextSql({ role: 'anon', claims: { ...claims, role: 'anon' } }, '3s'));
      const { rows } = await pg.query<{ claims: string; sub: string; timeout: string; role: string }>(
        `select current_setting('request.jwt.claims') as claims, current_setting('request.jwt.claim.sub') as sub,
                current_setting('statement_timeout') as timeout, current_user as role`,
      );
      await pg.exec('rollback');
      expect(JSON.parse(rows[0]?.claims ?? '')).toEqual({ ...claims, role: 'anon' });
      expect(rows[0]?.sub).toBe(claims.sub);
      expect(rows[0]?.timeout).toBe('3s');
      expect(rows[0]?.role).toBe('anon');
    }
  });

  it('refuses any role but the three API roles', () => {
    const context = { role: 'postgres', claims: { role: 'postgres' } } as unknown as RequestContext;
    expect(() => requestContextSql(context)).toThrow(/refusing to run as role "postgres"/);
  });

  it('refuses a sub with a NUL, which would cut the statement short', () => {
    expect(() => requestContextSql({ role: 'authenticated', claims: { role: 'authenticated', sub: 'a\0b' } })).toThrow(/NUL/);
  });

  it('leaves statement_timeout alone unless one is given', () => {
    expect(requestContextSql({ role: 'anon', claims: { role: 'anon' } })).not.toContain('statement_timeout');
  });
});
