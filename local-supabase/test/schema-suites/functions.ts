import type { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED, anon, asCaller, asAdmin, asUser, withCaller } from '../schema-db.ts';

// SQL-level checks of the views and rpc functions of docs/data-model.md.

/** Registers these tests on the shared seeded database of schema-sql.test.ts. */
export function functionsSuite(getDb: () => PGlite): void {
  let db: PGlite;
  beforeAll(() => {
    db = getDb();
  });

  const learner = asUser(SEED.learner);
  const admin = asAdmin();

  describe('views', () => {
    it('course_catalog counts everyone, shows drafts only to admins', async () => {
      const [python] = await asCaller(
        db,
        anon,
        'select lessons_count, students_count, reviews_count, rating_avg::text as rating from public.course_catalog where id = 1',
      );
      expect(python).toEqual({ lessons_count: 12, students_count: 3, reviews_count: 2, rating: '4.5' });
      expect(await asCaller(db, anon, `select id from public.course_catalog where id = ${SEED.draftCourse}`)).toEqual([]);
      expect(await asCaller(db, admin, `select id from public.course_catalog where id = ${SEED.draftCourse}`)).toHaveLength(1);
    });

    it('my_course_progress shows only the caller’s own enrollments', async () => {
      const rows = await asCaller<Record<string, unknown> & { certificate_code: string | null }>(
        db,
        learner,
        'select course_id, total_lessons, completed_lessons, progress_percent, certificate_code from public.my_course_progress order by course_id',
      );
      // Course 7 counts its quiz (713) like any other lesson; only the finished course 6 has a certificate.
      expect(rows.map(({ certificate_code: _, ...r }) => r)).toEqual([
        { course_id: 1, total_lessons: 12, completed_lessons: 5, progress_percent: 41 },
        { course_id: 6, total_lessons: 7, completed_lessons: 7, progress_percent: 100 },
        { course_id: 7, total_lessons: 3, completed_lessons: 0, progress_percent: 0 },
      ]);
      expect(rows.map((r) => r.certificate_code !== null)).toEqual([false, true, false]);
      expect(await asCaller(db, admin, 'select * from public.my_course_progress')).toEqual([]);
      expect(await asCaller(db, anon, 'select * from public.my_course_progress')).toEqual([]);
    });

    it('articles have stable slugs: seeded, generated when missing, unique and well-formed', async () => {
      const slugs = await asCaller<{ slug: string }>(db, anon, 'select slug from public.published_articles');
      expect(slugs.map((a) => a.slug)).toEqual(['docker-for-beginners', 'developer-habits', 'first-programming-language-2026']);
      await withCaller(db, admin, async (tx) => {
        const made = await tx.query<{ id: number; slug: string }>(
          `insert into public.articles (title) values ('Git ฉบับย่อ: branch & merge') returning id, slug`,
        );
        const row = made.rows[0];
        expect(row?.slug).toBe(`git-branch-merge-${String(row?.id)}`);
        const thai = await tx.query<{ id: number; slug: string }>(
          `insert into public.articles (title) values ('บทความภาษาไทยล้วน') returning id, slug`,
        );
        expect(thai.rows[0]?.slug).toBe(`article-${String(thai.rows[0]?.id)}`);
        // Editing the title keeps the slug.
        const edited = await tx.query<{ slug: string }>(
          `update public.articles set title = 'ชื่อใหม่' where id = ${String(row?.id)} returning slug`,
        );
        expect(edited.rows[0]?.slug).toBe(row?.slug);
      });
      await expect(asCaller(db, admin, `update public.articles set slug = 'developer-habits' where id = 1`)).rejects.toMatchObject({
        code: '23505',
      });
      await expect(asCaller(db, admin, `update public.articles set slug = 'Bad Slug' where id = 1`)).rejects.toMatchObject({
        code: '23514',
      });
    });

    it('get_article serves a published article with its neighbours, a draft to admins only', async () => {
      const [middle] = await asCaller<{ a: { title: string; author_name: string; previous: { slug: string }; next: { slug: string } } }>(
        db,
        anon,
        `select public.get_article('developer-habits') as a`,
      );
      expect(middle?.a.author_name).toBe('ผู้ดูแลระบบ เรียนโค้ด');
      expect(middle?.a.previous.slug).toBe('first-programming-language-2026');
      expect(middle?.a.next.slug).toBe('docker-for-beginners');
      const [oldest] = await asCaller<{ a: { previous: null } }>(
        db,
        anon,
        `select public.get_article('FIRST-programming-language-2026') as a`,
      );
      expect(oldest?.a.previous).toBeNull();
      const draft = `select public.get_article('api-design-for-frontend-teams') as a`;
      expect(await asCaller(db, anon, draft)).toEqual([{ a: null }]);
      expect(await asCaller(db, asUser(SEED.learner), draft)).toEqual([{ a: null }]);
      expect(await asCaller(db, asAdmin('aal1'), draft)).toEqual([{ a: null }]);
      const [preview] = await asCaller<{ a: { status: string; next: null } }>(db, admin, draft);
      expect(preview?.a).toMatchObject({ status: 'draft', next: null });
    });

    it('instructor_profiles computes the figures over published courses only', async () => {
      const rows = await asCaller(db, anon, 'select * from public.instructor_profiles where id = 1');
      // Instructor 1 teaches courses 1 (reviews 5 and 4) and 4 (4): 13 / 3.
      expect(rows[0]).toMatchObject({ id: 1, name: 'อ.สมศักดิ์ วงศ์ไพบูลย์', reviews_count: 3, rating_avg: '4.3' });
      expect(Object.keys(rows[0] ?? {})).not.toContain('user_id');
      const counts = await asCaller<{ rating: number; reviews_count: number }>(
        db,
        anon,
        'select rating, reviews_count from public.course_rating_counts where course_id = 6 order by rating desc',
      );
      expect(counts).toEqual([
        { rating: 5, reviews_count: 2 },
        { rating: 4, reviews_count: 1 },
      ]);
      const [reply] = await asCaller(
        db,
        anon,
        'select reply_body is not null as has_reply, reply_author_name, reply_by_instructor from public.course_reviews where id = 2',
      );
      expect(reply).toEqual({ has_reply: true, reply_author_name: 'อ.สมศักดิ์ วงศ์ไพบูลย์', reply_by_instructor: true });
    });

    it('course_reviews and published_articles expose display names, not profiles', async () => {
      const [review] = await asCaller(
        db,
        anon,
        `select reviewer_name from public.course_reviews where course_id = 6 and user_id = '${SEED.learner}'`,
      );
      expect(review).toEqual({ reviewer_name: 'สมหญิง ใจดี' });
      const articles = await asCaller<{ author_name: string }>(db, anon, 'select author_name from public.published_articles');
      expect(articles.map((a) => a.author_name)).toEqual(['ผู้ดูแลระบบ เรียนโค้ด', 'ผู้ดูแลระบบ เรียนโค้ด', 'ผู้ดูแลระบบ เรียนโค้ด']);
    });
  });

  describe('public functions', () => {
    it('create_initial_schema only reports the tables', async () => {
      const [row] = await asCaller<{ r: { ok: boolean; tables: string[] } }>(db, anon, 'select public.create_initial_schema() as r');
      expect(row?.r.ok).toBe(true);
      expect(row?.r.tables).toContain('courses');
      // 12 of the school + 8 of selling (issue 21) + 3 of PDPA (decision 0027) + 5 of quizzes (issue 19) + search_synonyms
      // + review_replies + view marks and the audit log + 5 of Q&A and e-mail (issue 20) + 3 of exercises
      // + 2 of lesson media (issue 19) + watch progress and hidden tests (issue 27) + wishlists (issue 31)
      // + instructor invites and storage quotas (issue 30, studio-media) + course revisions (issue 30, the studio)
      // + gateway charges and events (issue 29) + lesson files (issue 30, decision 0060)
      expect(row?.r.tables).toHaveLength(51);
    });

    it('get_lesson serves previews and enrolled lessons, 42501 otherwise', async () => {
      const [preview] = await asCaller(db, anon, `select public.get_lesson(111) ->> 'video_url' as url`);
      expect(preview).toEqual({ url: '/media/sample-lesson.mp4' });
      const [enrolled] = await asCaller(db, learner, `select public.get_lesson(712) ->> 'type' as type`);
      expect(enrolled).toEqual({ type: 'exercise' });
      await expect(asCaller(db, learner, 'select public.get_lesson(212)')).rejects.toMatchObject({ code: '42501' });
      await expect(asCaller(db, anon, 'select public.get_lesson(811)')).rejects.toMatchObject({ code: '42501' });
    });

    it('verify_certificate finds a real code and nothing for a made-up one', async () => {
      const [{ code } = { code: '' }] = await asCaller<{ code: string }>(db, learner, 'select code from public.certificates');
      const rows = await asCaller(db, anon, 'select learner_name, course_id from public.verify_certificate($1)', [code.toLowerCase()]);
      expect(rows).toEqual([{ learner_name: 'สมหญิง ใจดี', course_id: 6 }]);
      expect(await asCaller(db, anon, `select * from public.verify_certificate('RC-2026-ZZZZZZZZZZ')`)).toEqual([]);
    });

    it('increment_article_views counts published articles only, and a signed-out view only with a browser key', async () => {
      // Each call here is rolled back; one view per visitor a day is in article-views.test.ts.
      const view = (args: string) => asCaller(db, anon, `select public.increment_article_views(${args}) as views`);
      expect(await view('1')).toEqual([{ views: 1520 }]);
      expect(await view(`1, 'short'`)).toEqual([{ views: 1520 }]);
      expect(await view(`1, 'browser-key-aaaaaaaaaaaa'`)).toEqual([{ views: 1521 }]);
      expect(await view(`4, 'browser-key-aaaaaaaaaaaa'`)).toEqual([{ views: null }]);
      expect(await asCaller(db, learner, 'select public.increment_article_views(1) as views')).toEqual([{ views: 1521 }]);
      await expect(asCaller(db, anon, 'select * from public.article_view_marks')).rejects.toMatchObject({ code: '42501' });
    });
  });

  describe('admin functions', () => {
    it('refuse anon (no execute) and learners (42501)', async () => {
      for (const fn of ['admin_stats()', 'admin_analytics()', `admin_create_member('a@b.co', 'secret1')`]) {
        await expect(asCaller(db, anon, `select public.${fn}`)).rejects.toMatchObject({ code: '42501' });
        await expect(asCaller(db, learner, `select public.${fn}`)).rejects.toMatchObject({ code: '42501' });
      }
    });

    it('refuse the admin signed in with the password only (aal1) with 42501', async () => {
      const adminAal1 = asAdmin('aal1');
      for (const fn of [
        'admin_stats()',
        'admin_analytics()',
        `admin_create_member('a@b.co', 'secret1')`,
        `admin_delete_member('${SEED.suda}')`,
      ]) {
        await expect(asCaller(db, adminAal1, `select public.${fn}`)).rejects.toMatchObject({ code: '42501' });
      }
      // A token without any aal claim (older or hand-made) is not aal2 either.
      await expect(asCaller(db, asUser(SEED.admin), 'select public.admin_stats()')).rejects.toMatchObject({ code: '42501' });
    });

    it('is_admin() needs aal2; is_admin_account() says the profile is an admin at any level', async () => {
      const ask = 'select public.is_admin() as admin, public.is_admin_account() as account';
      expect(await asCaller(db, admin, ask)).toEqual([{ admin: true, account: true }]);
      expect(await asCaller(db, asAdmin('aal1'), ask)).toEqual([{ admin: false, account: true }]);
      expect(await asCaller(db, { role: 'authenticated', sub: SEED.learner, aal: 'aal2' }, ask)).toEqual([
        { admin: false, account: false },
      ]);
      expect(await asCaller(db, anon, ask)).toEqual([{ admin: false, account: false }]);
    });

    it('admin_stats and admin_analytics report the seed', async () => {
      const [stats] = await asCaller(db, admin, 'select public.admin_stats() as s');
      expect(stats).toEqual({
        s: { members: 7, active_members: 6, courses: 8, published_courses: 7, enrollments: 14, articles: 4, published_articles: 3 },
      });
      interface Analytics {
        signups_per_week: unknown[];
        enrollments_per_week: { week: string }[];
        popular_courses: { course_id: number }[];
        revenue_per_week: { week: string; revenue: number; orders: number }[];
        revenue_per_course: { course_id: number; revenue: number; orders: number }[];
      }
      const [row] = await asCaller<{ a: Analytics }>(db, admin, 'select public.admin_analytics() as a');
      expect(row?.a.signups_per_week).toHaveLength(12);
      expect(row?.a.popular_courses[0]).toMatchObject({ course_id: 1 });
      // The seed's 12 paid orders (one with WELCOME10, one with USEDUP), in the same weeks.
      expect(row?.a.revenue_per_week.map((w) => w.week)).toEqual(row?.a.enrollments_per_week.map((w) => w.week));
      expect(row?.a.revenue_per_week.reduce((sum, w) => sum + w.revenue, 0)).toBe(29501);
      expect(row?.a.revenue_per_week.reduce((sum, w) => sum + w.orders, 0)).toBe(12);
      expect(row?.a.revenue_per_course.map((c) => [c.course_id, c.revenue])).toEqual([
        [5, 6580],
        [6, 5970],
        [1, 5370],
        [3, 5301],
        [4, 3290],
      ]);
    });

    it('admin_create_member makes a confirmed $2a$ account and its profile', async () => {
      const result = await withCaller(db, admin, async (tx) => {
        const created = await tx.query<{ id: string; level: number; role: string; name: string }>(
          `select id, level, role, name from public.admin_create_member('New.Teacher@Example.com', 'ครูใหม่2026', 'ครูใหม่', 3, 'admin')`,
        );
        await tx.query('reset role');
        const account = await tx.query(
          `select email, left(encrypted_password, 4) as prefix, encrypted_password = extensions.crypt('ครูใหม่2026', encrypted_password) as ok,
                  email_confirmed_at is not null as confirmed, (select provider from auth.identities i where i.user_id = u.id) as provider
           from auth.users u where u.id = $1`,
          [created.rows[0]?.id],
        );
        return { profile: created.rows[0], account: account.rows[0] };
      });
      expect(result.profile).toMatchObject({ level: 3, role: 'admin', name: 'ครูใหม่' });
      expect(result.account).toEqual({ email: 'new.teacher@example.com', prefix: '$2a$', ok: true, confirmed: true, provider: 'email' });
    });

    it.each([
      [`'learner@riancode.dev', 'secret1'`, '23505'],
      [`'not-an-email', 'secret1'`, '22023'],
      [`'x@example.com', '12345'`, '22023'],
      [`'x@example.com', 'secret1', 'x', 9`, '22023'],
      [`'x@example.com', 'secret1', 'x', 1, 'owner'`, '22023'],
    ])('admin_create_member(%s) fails with %s', async (args, code) => {
      await expect(asCaller(db, admin, `select public.admin_create_member(${args})`)).rejects.toMatchObject({ code });
    });
  });

  describe('admin_delete_member', () => {
    it('removes the account and its profile, admins only, never oneself', async () => {
      const gone = await withCaller(db, admin, async (tx) => {
        await tx.query(`select public.admin_delete_member('${SEED.suda}')`);
        await tx.query('reset role');
        return (
          await tx.query(
            `select (select count(*)::int from auth.users where id = $1) + (select count(*)::int from public.users where id = $1) as n`,
            [SEED.suda],
          )
        ).rows;
      });
      expect(gone).toEqual([{ n: 0 }]);
      await expect(asCaller(db, learner, `select public.admin_delete_member('${SEED.suda}')`)).rejects.toMatchObject({ code: '42501' });
      await expect(asCaller(db, admin, `select public.admin_delete_member('${SEED.admin}')`)).rejects.toMatchObject({ code: '22023' });
    });
  });
}
