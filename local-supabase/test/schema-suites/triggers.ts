import type { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED, asCaller, asAdmin, asUser, withCaller } from '../schema-db.ts';
import { bangkokBuddhistYear } from '../thai-year.ts';

// SQL-level checks of what the triggers decide: profiles on sign-up, no self-promotion,
// derived course ids, completion and certificates.

/** Registers these tests on the shared seeded database of schema-sql.test.ts. */
export function triggersSuite(getDb: () => PGlite): void {
  let db: PGlite;
  beforeAll(() => {
    db = getDb();
  });

  const learner = asUser(SEED.learner);
  const admin = asAdmin();

  async function signUp(meta: Record<string, unknown>, email = 'new.member@example.com') {
    return db.transaction(async (tx) => {
      const id = '00000000-0000-4000-8000-00000000c001';
      await tx.query(
        `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
         values ($1, 'authenticated', 'authenticated', $2, $3, now(), now())`,
        [id, email, JSON.stringify(meta)],
      );
      const rows = await tx.query('select name, avatar_url, level, role, points, status from public.users where id = $1', [id]);
      await tx.rollback();
      return rows.rows[0];
    });
  }

  describe('profile on sign-up', () => {
    it('takes the name, avatar and level from the metadata', async () => {
      expect(await signUp({ full_name: 'มานี มีนา', name: 'x', avatar_url: 'https://cdn.example.com/a.png', level: 'advanced' })).toEqual({
        name: 'มานี มีนา',
        avatar_url: 'https://cdn.example.com/a.png',
        level: 3,
        role: 'user',
        points: 0,
        status: 'active',
      });
      expect(await signUp({ name: 'Google Name', picture: 'https://lh3.example.com/p.png', level: 4 })).toMatchObject({
        name: 'Google Name',
        avatar_url: 'https://lh3.example.com/p.png',
        level: 4,
      });
    });

    it('drops a provider picture that is not an https address instead of refusing the account', async () => {
      expect(await signUp({ name: 'มานะ', avatar_url: 'http://example.com/a.png' }, 'mana.http@example.com')).toMatchObject({
        avatar_url: null,
      });
      expect(await signUp({ name: 'มานะ', picture: 'javascript:alert(1)' }, 'mana.js@example.com')).toMatchObject({ avatar_url: null });
    });

    it('falls back to the e-mail prefix and level 1', async () => {
      expect(await signUp({ level: 'guru' }, 'mana@example.com')).toMatchObject({ name: 'mana', avatar_url: null, level: 1 });
    });
  });

  describe('no self-promotion', () => {
    it.each([
      ['role', `'admin'`],
      ['points', '99999'],
      ['status', `'inactive'`],
    ])('rejects a learner changing their own %s with 42501', async (column, value) => {
      await expect(asCaller(db, learner, `update public.users set ${column} = ${value} where id = auth.uid()`)).rejects.toMatchObject({
        code: '42501',
      });
    });

    it('lets a learner edit their own profile fields', async () => {
      const rows = await asCaller(
        db,
        learner,
        `update public.users set bio = 'สวัสดี', level = 2 where id = auth.uid() returning bio, level, role`,
      );
      expect(rows).toEqual([{ bio: 'สวัสดี', level: 2, role: 'user' }]);
    });

    it('lets an admin change roles, points and status', async () => {
      const rows = await asCaller(
        db,
        admin,
        `update public.users set role = 'admin', points = 10, status = 'inactive' where id = '${SEED.suda}' returning role, points, status`,
      );
      expect(rows).toEqual([{ role: 'admin', points: 10, status: 'inactive' }]);
    });

    it("forces role user and the token's e-mail when a member inserts their own profile", async () => {
      // The owner removes Suda's profile first; then Suda re-creates it, asking for admin and
      // claiming the admin's address.
      const rows = await db.transaction(async (tx) => {
        await tx.query(`delete from public.users where id = '${SEED.suda}'`);
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ ...asUser(SEED.suda), email: 'suda@riancode.dev' }),
        ]);
        await tx.query('set local role authenticated');
        const inserted = await tx.query(
          `insert into public.users (id, email, name, role, points, status) values (auth.uid(), 'admin@riancode.dev', 'สุดา', 'admin', 500, 'inactive') returning email, role, points, status`,
        );
        await tx.rollback();
        return inserted.rows;
      });
      expect(rows).toEqual([{ email: 'suda@riancode.dev', role: 'user', points: 0, status: 'active' }]);
    });
  });

  describe('identity owned by the server', () => {
    it.each([
      ['the learner', learner, 'auth.uid()'],
      ['an admin', admin, `'${SEED.suda}'`],
    ])('refuses %s setting a profile e-mail with 42501', async (_who, caller, id) => {
      await expect(asCaller(db, caller, `update public.users set email = 'admin@riancode.dev' where id = ${id}`)).rejects.toMatchObject({
        code: '42501',
      });
    });

    it('follows the sign-in account when its address changes', async () => {
      const rows = await db.transaction(async (tx) => {
        await tx.query(`update auth.users set email = 'new.learner@example.com' where id = '${SEED.learner}'`);
        const profile = await tx.query(`select email from public.users where id = '${SEED.learner}'`);
        await tx.rollback();
        return profile.rows;
      });
      expect(rows).toEqual([{ email: 'new.learner@example.com' }]);
    });

    it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'https://', 'https://a b', 'ftp://files.example.com'])(
      'refuses the profile link %s with 23514',
      async (url) => {
        await expect(asCaller(db, learner, `update public.users set website = $1 where id = auth.uid()`, [url])).rejects.toMatchObject({
          code: '23514',
        });
      },
    );

    it('keeps http(s) profile links', async () => {
      const rows = await asCaller(
        db,
        learner,
        `update public.users set website = 'https://somying.dev/about', github = 'http://github.com/somying' where id = auth.uid() returning website, github`,
      );
      expect(rows).toEqual([{ website: 'https://somying.dev/about', github: 'http://github.com/somying' }]);
    });
  });

  describe('derived and server-decided values', () => {
    it('derives a lesson course from its module', async () => {
      const rows = await asCaller(
        db,
        admin,
        `insert into public.lessons (module_id, course_id, title) values (11, 5, 'บทใหม่') returning course_id`,
      );
      expect(rows).toEqual([{ course_id: 1 }]);
    });

    it('ignores a completion date sent with a new enrollment', async () => {
      const rows = await asCaller(
        db,
        asUser(SEED.suda),
        `insert into public.enrollments (course_id, completed_at, enrolled_at) values (7, now(), now() - interval '1 year') returning completed_at, enrolled_at > now() - interval '1 minute' as fresh`,
      );
      expect(rows).toEqual([{ completed_at: null, fresh: true }]);
    });

    it('completes the short course and issues one unguessable certificate only once its quiz is passed', async () => {
      const result = await withCaller(db, learner, async (tx) => {
        const points = async () =>
          (await tx.query<{ points: number }>('select points from public.users where id = auth.uid()')).rows[0]?.points;
        const pointsBefore = await points();
        // The video (711) needs watch evidence (decision 0043, completion-evidence.test.ts): its
        // progress is arranged as the owner; 712, an exercise without code, is self-declared.
        await tx.query('reset role');
        await tx.query('insert into public.lesson_progress (user_id, lesson_id) values (auth.uid(), 711)');
        await tx.query('set local role authenticated');
        await tx.query('insert into public.lesson_progress (lesson_id) values (712)');
        // Every other lesson is done, but the quiz (713) is not passed: no certificate.
        const before = await tx.query('select code from public.certificates where course_id = 7');
        const graded = await tx.query<{ r: { passed: boolean; certificate_code: string | null } }>(
          `select public.grade_quiz_attempt(713, '{"7131": 71311, "7132": [71321, 71322, 71324], "7133": " Git  MERGE "}') as r`,
        );
        const after = await tx.query<{ code: string }>('select code from public.certificates where course_id = 7');
        const progress = await tx.query(
          'select completed_at is not null as done, progress_percent from public.my_course_progress where course_id = 7',
        );
        return {
          before: before.rows,
          graded: graded.rows[0]?.r,
          after: after.rows,
          progress: progress.rows,
          pointsBefore,
          pointsAfter: await points(),
        };
      });
      expect(result.before).toEqual([]);
      expect(result.after).toHaveLength(1);
      expect(result.after[0]?.code).toMatch(new RegExp(`^RC-${bangkokBuddhistYear()}-[2-9A-HJ-NP-Z]{10}$`));
      expect(result.graded).toMatchObject({ passed: true, certificate_code: result.after[0]?.code });
      expect(result.progress).toEqual([{ done: true, progress_percent: 100 }]);
      expect(result.pointsAfter).toBe((result.pointsBefore ?? 0) + 100);
    });

    it('refuses progress on a quiz lesson without a passing attempt, whoever inserts it', async () => {
      await expect(asCaller(db, learner, 'insert into public.lesson_progress (lesson_id) values (713)')).rejects.toMatchObject({
        code: 'P0001',
        message: 'quiz_not_passed',
      });
      await expect(
        asCaller(db, { role: 'service_role' }, `insert into public.lesson_progress (user_id, lesson_id) values ('${SEED.learner}', 713)`),
      ).rejects.toMatchObject({ code: 'P0001', message: 'quiz_not_passed' });
    });
  });
}
