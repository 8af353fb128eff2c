import type { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED, anon, asCaller, asAdmin, asUser, withCaller } from '../schema-db.ts';

// SQL-level checks of the row-level security policies, straight on PGlite (no HTTP server):
// each query runs as a PostgREST role with JWT claims, inside a transaction that rolls back.

/** Registers these tests on the shared seeded database of schema-sql.test.ts. */
export function policiesSuite(getDb: () => PGlite): void {
  let db: PGlite;
  beforeAll(() => {
    db = getDb();
  });

  const learner = asUser(SEED.learner);
  const somchai = asUser(SEED.somchai);
  const admin = asAdmin();

  async function count(sql: string, caller = anon): Promise<number> {
    const rows = await asCaller<{ n: number }>(db, caller, `select count(*)::int as n from (${sql}) q`);
    return rows[0]?.n ?? -1;
  }

  describe('catalogue visibility', () => {
    it('shows anon and learners only published courses, admins the draft too', async () => {
      expect(await count('select * from public.courses')).toBe(7);
      expect(await count('select * from public.courses', learner)).toBe(7);
      expect(await count('select * from public.courses', admin)).toBe(8);
      expect(await count('select * from public.courses', asAdmin('aal1'))).toBe(7);
      expect(await count(`select * from public.lessons where course_id = ${SEED.draftCourse}`)).toBe(0);
      expect(await count(`select * from public.course_modules where course_id = ${SEED.draftCourse}`, admin)).toBe(3);
    });

    it('serves lesson content only for previews, enrolled learners and admins', async () => {
      const previews = 'select * from public.lessons where is_preview';
      expect(await count('select * from public.lesson_contents')).toBe(await count(previews));
      // The demo learner is enrolled in course 1 but not in course 2 (React).
      expect(
        await count('select c.* from public.lesson_contents c join public.lessons l on l.id = c.lesson_id where l.course_id = 1', learner),
      ).toBe(12);
      expect(
        await count(
          'select c.* from public.lesson_contents c join public.lessons l on l.id = c.lesson_id where l.course_id = 2 and not l.is_preview',
          learner,
        ),
      ).toBe(0);
      expect(await count('select * from public.lesson_contents', admin)).toBe(await count('select * from public.lessons', admin));
    });
  });

  describe('private rows', () => {
    it('lets a learner see only their own profile, enrollments, progress and certificates', async () => {
      expect(await asCaller(db, learner, 'select id from public.users')).toEqual([{ id: SEED.learner }]);
      expect(await count('select * from public.users')).toBe(0);
      expect(await count('select * from public.enrollments', learner)).toBe(3);
      expect(await count('select * from public.enrollments where user_id <> auth.uid()', learner)).toBe(0);
      expect(await count('select * from public.lesson_progress', learner)).toBe(5 + 7);
      expect(await count('select * from public.certificates', learner)).toBe(1);
      expect(await count('select * from public.enrollments')).toBe(0);
    });

    it('lets admins read every profile, enrollment and certificate', async () => {
      expect(await count('select * from public.users', admin)).toBe(7);
      expect(await count('select * from public.enrollments', admin)).toBe(14);
      expect(await count('select * from public.certificates', admin)).toBe(4);
    });

    it('treats an admin signed in with the password only (aal1) as a member', async () => {
      const adminAal1 = asAdmin('aal1');
      expect(await count('select * from public.users', adminAal1)).toBe(1);
      expect(await count(`select * from public.enrollments where user_id <> '${SEED.admin}'`, adminAal1)).toBe(0);
      await expect(asCaller(db, adminAal1, `insert into public.courses (title, category) values ('x', 'design')`)).rejects.toMatchObject({
        code: '42501',
      });
      expect(await asCaller(db, adminAal1, 'update public.courses set price = 1 where id = 1 returning id')).toEqual([]);
    });

    it('hides draft articles from everyone but admins', async () => {
      expect(await count('select * from public.articles')).toBe(3);
      expect(await count('select * from public.articles', admin)).toBe(4);
    });
  });

  describe('storage bucket payment-slips (issue 21)', () => {
    const put = (folder: string): string =>
      `insert into storage.objects (bucket_id, name, metadata) values ('payment-slips', '${folder}/1/slip.png', '{"mimetype":"image/png","size":10}') returning name`;

    it('is private, 5 MB, images only', async () => {
      const { rows } = await db.query(
        `select public, file_size_limit::int, allowed_mime_types from storage.buckets where id = 'payment-slips'`,
      );
      expect(rows).toEqual([{ public: false, file_size_limit: 5242880, allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp'] }]);
    });

    it('lets a learner upload only under their own pending order (issue 27), and nobody anonymously', async () => {
      // Order 1 is the learner's, but paid: no slip goes there any more (payment-slip-quotas.test.ts has the allowed paths).
      await expect(asCaller(db, learner, put(SEED.learner))).rejects.toMatchObject({ code: '42501' });
      const pending = await withCaller(db, learner, async (tx) => {
        await tx.query('reset role');
        const order = (
          await tx.query<{ id: number }>(
            `insert into public.orders (order_number, user_id, course_id, status, subtotal, total, expires_at)
           values ('RC-20261126-990001', $1, 5, 'pending', 100, 100, now() + interval '30 minutes') returning id`,
            [SEED.learner],
          )
        ).rows[0]?.id;
        await tx.query('set local role authenticated');
        return (
          await tx.query<{ name: string }>(
            `insert into storage.objects (bucket_id, name, metadata) values ('payment-slips', $1, '{"mimetype":"image/png","size":10}') returning name`,
            [`${SEED.learner}/${order}/slip.png`],
          )
        ).rows.length;
      });
      expect(pending).toBe(1);
      await expect(asCaller(db, learner, put(SEED.somchai))).rejects.toMatchObject({ code: '42501' });
      await expect(asCaller(db, anon, put(SEED.learner))).rejects.toMatchObject({ code: '42501' });
    });

    it('shows a slip to its owner and admins, and lets no learner change or delete it', async () => {
      const result = await withCaller(db, learner, async (tx) => {
        await tx.query('reset role');
        await tx.query(put(SEED.learner));
        const seen = async (sub: string): Promise<number> => {
          // The admin reads as an admin only with a verified second factor (aal2).
          await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(sub === SEED.admin ? admin : asUser(sub))]);
          await tx.query('set local role authenticated');
          const n = (await tx.query<{ n: number }>(`select count(*)::int as n from storage.objects where bucket_id = 'payment-slips'`))
            .rows[0]?.n;
          await tx.query('reset role');
          return n ?? -1;
        };
        const counts = { learner: await seen(SEED.learner), somchai: await seen(SEED.somchai), admin: await seen(SEED.admin) };
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role: 'authenticated', sub: SEED.learner })]);
        await tx.query('set local role authenticated');
        const updated = (await tx.query(`update storage.objects set name = name || '.x' where bucket_id = 'payment-slips' returning id`))
          .rows.length;
        const deleted = (await tx.query(`delete from storage.objects where bucket_id = 'payment-slips' returning id`)).rows.length;
        return { ...counts, updated, deleted };
      });
      expect(result).toEqual({ learner: 1, somchai: 0, admin: 1, updated: 0, deleted: 0 });
    });
  });

  describe('writes', () => {
    it('refuses catalogue writes and price changes from non-admins', async () => {
      await expect(asCaller(db, learner, `insert into public.courses (title, category) values ('x', 'design')`)).rejects.toMatchObject({
        code: '42501',
      });
      expect(await asCaller(db, learner, 'update public.courses set price = 1 where id = 1 returning id')).toEqual([]);
      expect(await asCaller(db, admin, 'update public.courses set price = 1990 where id = 1 returning price')).toEqual([{ price: 1990 }]);
    });

    it('enrolls only oneself, only into published courses, a paid one only with a paid order', async () => {
      const suda = asUser(SEED.suda);
      // Course 7 is free and suda is not enrolled in it.
      const enrolFree = `insert into public.enrollments (course_id) values (${SEED.shortCourse}) returning user_id`;
      expect(await asCaller(db, suda, enrolFree)).toEqual([{ user_id: SEED.suda }]);
      const enrolPaid = `insert into public.enrollments (course_id) values (${SEED.reactCourse}) returning user_id`;
      await expect(asCaller(db, learner, enrolPaid)).rejects.toMatchObject({ code: '42501' });
      const withPaidOrder = await withCaller(db, learner, async (tx) => {
        await tx.query('reset role');
        await tx.query(`insert into public.orders (order_number, user_id, course_id, status, subtotal, total, expires_at, paid_at, paid_via)
          values ('RC-20261123-999999', '${SEED.learner}', ${SEED.reactCourse}, 'paid', 2990, 2990, now(), now(), 'admin')`);
        // The paid trigger enrolled the learner; take it back to see the policy admit them again.
        await tx.query(`delete from public.enrollments where user_id = '${SEED.learner}' and course_id = ${SEED.reactCourse}`);
        await tx.query('set local role authenticated');
        return (await tx.query(enrolPaid)).rows;
      });
      expect(withPaidOrder).toEqual([{ user_id: SEED.learner }]);
      await expect(
        asCaller(db, learner, `insert into public.enrollments (user_id, course_id) values ('${SEED.suda}', 2)`),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(asCaller(db, learner, `insert into public.enrollments (course_id) values (${SEED.draftCourse})`)).rejects.toMatchObject({
        code: '42501',
      });
      await expect(asCaller(db, anon, 'insert into public.enrollments (course_id) values (2)')).rejects.toMatchObject({ code: '42501' });
    });

    it('records progress only in enrolled courses, and directly only where no evidence is needed', async () => {
      // 711 is a video: completed through complete_lesson with watch evidence (decision 0043).
      await expect(asCaller(db, learner, 'insert into public.lesson_progress (lesson_id) values (711)')).rejects.toMatchObject({
        code: '42501',
      });
      // Lesson 211 is in React (course 2), where the learner is not enrolled.
      await expect(asCaller(db, learner, 'insert into public.lesson_progress (lesson_id) values (211)')).rejects.toMatchObject({
        code: '42501',
      });
      const rows = await asCaller(
        db,
        learner,
        'insert into public.lesson_progress (lesson_id, course_id) values (712, 1) returning course_id',
      );
      expect(rows).toEqual([{ course_id: SEED.shortCourse }]);
    });

    it('lets only enrolled learners review; a learner deletes only their own reviews, admins any', async () => {
      const review = `insert into public.reviews (course_id, rating, comment) values (%s, 5, 'ดีมาก') returning user_id`;
      expect(await asCaller(db, learner, review.replace('%s', '1'))).toEqual([{ user_id: SEED.learner }]);
      await expect(asCaller(db, learner, review.replace('%s', '2'))).rejects.toMatchObject({ code: '42501' });
      const somchais = await asCaller<{ id: number }>(db, somchai, 'delete from public.reviews returning id');
      expect(somchais.map((r) => r.id).sort()).toEqual([2, 3, 4]); // his reviews of courses 1, 7 and 4
      expect((await asCaller(db, admin, 'delete from public.reviews returning id')).length).toBe(9);
    });

    it('lets only the course instructor or an admin reply to a review, and fixes the author', async () => {
      const instructor = asUser(SEED.instructor);
      const reply = (reviewId: number) =>
        `insert into public.review_replies (review_id, author_id, body) values (${reviewId}, '${SEED.learner}', 'ขอบคุณครับ') returning author_id`;
      // Review 7 is anucha's review of course 1 (instructor 1's course); review 5 is of course 2.
      expect(await asCaller(db, instructor, reply(7))).toEqual([{ author_id: SEED.instructor }]);
      await expect(asCaller(db, instructor, reply(5))).rejects.toMatchObject({ code: '42501' });
      await expect(asCaller(db, somchai, reply(7))).rejects.toMatchObject({ code: '42501' });
      await expect(asCaller(db, asAdmin('aal1'), reply(5))).rejects.toMatchObject({ code: '42501' });
      expect(await asCaller(db, admin, reply(5))).toEqual([{ author_id: SEED.admin }]);
      // The seeded reply (review 2): its instructor edits it; a learner matches nothing.
      expect(await asCaller(db, somchai, `update public.review_replies set body = 'x' where review_id = 2 returning id`)).toEqual([]);
      expect(
        (await asCaller(db, instructor, `update public.review_replies set body = 'แก้แล้ว' where review_id = 2 returning id`)).length,
      ).toBe(1);
    });

    it('never lets a learner write a certificate', async () => {
      await withCaller(db, learner, async (tx) => {
        await expect(
          tx.query(`insert into public.certificates (user_id, course_id, code) values (auth.uid(), 1, 'RC-2026-AAAAAAAAAA')`),
        ).rejects.toMatchObject({ code: '42501' });
      });
      expect(await asCaller(db, learner, `update public.certificates set code = 'RC-2026-BBBBBBBBBB' returning id`)).toEqual([]);
    });
  });
}
