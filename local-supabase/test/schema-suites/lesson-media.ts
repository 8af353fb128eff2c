import type { PGlite } from '@electric-sql/pglite';
import { expect, it } from 'vitest';
import { SEED, anon, asAdmin, asCaller, asUser, withCaller } from '../schema-db.ts';

/** Caption tracks, the subtitles fact derived from them, watch positions and curriculum moves. */
export function lessonMediaSuite(getDb: () => PGlite) {
  it("derives each course's subtitles from its caption tracks", async () => {
    const db = getDb();
    const rows = await asCaller<{ id: number; subtitles: string[] }>(
      db,
      anon,
      'select id, subtitles from public.courses where id in (1, 2, 7) order by id',
    );
    expect(rows).toEqual([
      { id: 1, subtitles: ['ไทย', 'English'] },
      { id: 2, subtitles: ['ไทย'] },
      { id: 7, subtitles: ['ไทย', 'English'] },
    ]);
    const after = await withCaller(db, asAdmin(), async (tx) => {
      await tx.query(
        `delete from public.lesson_captions where lang = 'en' and lesson_id in (select id from public.lessons where course_id = 7)`,
      );
      await tx.query(
        `insert into public.lesson_captions (lesson_id, lang, label, url, position) values (211, 'ja', '日本語', '/media/captions/x.ja.vtt', 3)`,
      );
      return (
        await tx.query<{ id: number; subtitles: string[] }>('select id, subtitles from public.courses where id in (2, 7) order by id')
      ).rows;
    });
    expect(after).toEqual([
      { id: 2, subtitles: ['ไทย', '日本語'] },
      { id: 7, subtitles: ['ไทย'] },
    ]);
  });

  it('keeps the subtitles right when a lesson with tracks is deleted', async () => {
    const subtitles = await withCaller(getDb(), asAdmin(), async (tx) => {
      await tx.query(
        `delete from public.lesson_captions where lesson_id in (select id from public.lessons where course_id = 7) and lesson_id <> 711`,
      );
      await tx.query('delete from public.lessons where id = 711');
      return (await tx.query<{ subtitles: string[] }>('select subtitles from public.courses where id = 7')).rows[0]?.subtitles;
    });
    expect(subtitles).toEqual([]);
  });

  it('refuses plain-http and protocol-relative media URLs', async () => {
    const db = getDb();
    await expect(
      asCaller(db, asAdmin(), `update public.lesson_contents set video_url = 'http://example.com/a.mp4' where lesson_id = 111`),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      asCaller(
        db,
        asAdmin(),
        `insert into public.lesson_captions (lesson_id, lang, label, url) values (111, 'fr', 'Français', '//evil.example/x.vtt')`,
      ),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      asCaller(
        db,
        asAdmin(),
        `insert into public.lesson_captions (lesson_id, lang, label, url) values (111, 'fr', 'Français', 'javascript:alert(1)')`,
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('saves a position for an enrolled learner, clamped into the video, and updates it in place', async () => {
    const rows = await withCaller(getDb(), asUser(SEED.learner), async (tx) => {
      await tx.query(`select public.save_lesson_watch_position(711, 3.456, 6, '[[0, 3.4]]'::jsonb)`);
      await tx.query(`select public.save_lesson_watch_position(711, 99, 6, '[[0, 6]]'::jsonb)`);
      return (
        await tx.query(
          'select lesson_id, position_seconds::float8 as p, duration_seconds::float8 as d, played_ranges from public.lesson_watch_positions where lesson_id = 711',
        )
      ).rows;
    });
    expect(rows).toEqual([{ lesson_id: 711, p: 6, d: 6, played_ranges: [[0, 6]] }]);
  });

  it('refuses a position for a lesson the caller may not watch, and for visitors', async () => {
    const db = getDb();
    // Course 2 lesson 222 is not a preview and the demo learner is not enrolled there.
    await expect(
      asCaller(db, asUser(SEED.learner), `select public.save_lesson_watch_position(222, 1, 10, '[]'::jsonb)`),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(asCaller(db, anon, `select public.save_lesson_watch_position(711, 1, 6, '[]'::jsonb)`)).rejects.toMatchObject({
      code: '42501',
    });
    await expect(
      asCaller(db, asUser(SEED.learner), `select public.save_lesson_watch_position(711, 1, 6, '{}'::jsonb)`),
    ).rejects.toMatchObject({ code: '22023' });
  });

  it('shows a learner only their own positions', async () => {
    const seen = await withCaller(getDb(), asUser(SEED.learner), async (tx) => {
      await tx.query(`select public.save_lesson_watch_position(711, 2, 6, '[]'::jsonb)`);
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(asUser(SEED.somchai))]);
      return (await tx.query('select * from public.lesson_watch_positions')).rows.length;
    });
    expect(seen).toBe(0);
  });

  it('moves lessons and modules one place, renumbering ties, only for admins', async () => {
    const db = getDb();
    await expect(asCaller(db, asUser(SEED.learner), 'select public.admin_move_lesson(112, -1)')).rejects.toMatchObject({ code: '42501' });
    await expect(asCaller(db, asAdmin('aal1'), 'select public.admin_move_module(12, -1)')).rejects.toMatchObject({ code: '42501' });
    const order = await withCaller(db, asAdmin(), async (tx) => {
      await tx.query('update public.lessons set position = 1 where module_id = 11');
      await tx.query('select public.admin_move_lesson(113, -1)');
      await tx.query('select public.admin_move_lesson(111, -1)');
      await tx.query('select public.admin_move_module(12, -1)');
      await tx.query('select public.admin_move_module(14, 1)');
      const lessons = (await tx.query<{ id: number }>('select id from public.lessons where module_id = 11 order by position')).rows.map(
        (r) => r.id,
      );
      const modules = (
        await tx.query<{ id: number }>('select id from public.course_modules where course_id = 1 order by position')
      ).rows.map((r) => r.id);
      return { lessons, modules };
    });
    expect(order).toEqual({ lessons: [111, 113, 112], modules: [12, 11, 13, 14] });
  });

  it("replaces a lesson's tracks as one list, for admins only, all or nothing", async () => {
    const db = getDb();
    const tracks = JSON.stringify([
      { lang: 'en', label: 'English', url: '/media/captions/sample-lesson.en.vtt' },
      { lang: 'ja', label: '日本語', url: 'https://cdn.example/ja.vtt' },
    ]);
    await expect(
      asCaller(db, asUser(SEED.learner), 'select public.admin_set_lesson_captions(211, $1::jsonb)', [tracks]),
    ).rejects.toMatchObject({ code: '42501' });
    const result = await withCaller(db, asAdmin(), async (tx) => {
      await tx.query('select public.admin_set_lesson_captions(211, $1::jsonb)', [tracks]);
      const rows = (await tx.query('select lang, label, position from public.lesson_captions where lesson_id = 211 order by position'))
        .rows;
      const subtitles = (await tx.query<{ subtitles: string[] }>('select subtitles from public.courses where id = 2')).rows[0]?.subtitles;
      return { rows, subtitles };
    });
    expect(result.rows).toEqual([
      { lang: 'en', label: 'English', position: 1 },
      { lang: 'ja', label: '日本語', position: 2 },
    ]);
    expect(result.subtitles).toEqual(['English', 'ไทย', '日本語']);
    const duplicate = JSON.stringify([
      { lang: 'th', label: 'ไทย', url: '/a.vtt' },
      { lang: 'th', label: 'ไทย 2', url: '/b.vtt' },
    ]);
    await expect(asCaller(db, asAdmin(), 'select public.admin_set_lesson_captions(211, $1::jsonb)', [duplicate])).rejects.toMatchObject({
      code: '21000',
    });
    const badUrl = JSON.stringify([{ lang: 'th', label: 'ไทย', url: 'http://insecure.example/a.vtt' }]);
    await expect(asCaller(db, asAdmin(), 'select public.admin_set_lesson_captions(211, $1::jsonb)', [badUrl])).rejects.toMatchObject({
      code: '23514',
    });
  });
}
