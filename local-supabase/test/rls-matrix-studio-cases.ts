import type { Client, MatrixCase, Result } from './rls-matrix-cases.ts';

/**
 * The studio's rows of the RLS matrix (issue 30, decision 0055): course revisions and the studio's
 * functions, for instructor 1 (courses 1 and 4; course 2 is another instructor's). The matrix's
 * instructor signs in with a password only (aal1): it reads its own courses and is refused every
 * studio write, which needs aal2 (the aal2 paths are in course-revisions.test.ts). The seed has
 * no revision; the rows below read them through the functions that open one.
 */

const denied = { anon: 'denied', learner: 'denied', other: 'denied' } as const;

/** A function's answer as matrix rows: an array as its rows, anything else as one row. */
const rpc =
  (fn: string, args: Record<string, unknown> = {}) =>
  (db: Client): PromiseLike<Result> =>
    db.rpc(fn, args).then(({ data, error }) => ({
      data: error ? null : Array.isArray(data) ? (data as unknown[]) : [data],
      error,
    }));

export const studioCases: MatrixCase[] = [
  {
    table: 'course_revisions',
    op: 'select',
    what: 'all rows (none in the seed)',
    run: (db) => db.from('course_revisions').select('*'),
    expect: { anon: 'denied', learner: 0, other: 0, admin: 0, instructor: 0 },
  },
  {
    table: 'course_revisions',
    op: 'insert',
    what: 'a revision of course 1, written directly',
    run: (db) => db.from('course_revisions').insert({ course_id: 1, document: {} }).select(),
    expect: { ...denied, admin: 'denied', instructor: 'denied' },
  },
  {
    table: 'course_revisions',
    op: 'update',
    what: 'every revision, written directly',
    run: (db) => db.from('course_revisions').update({ status: 'approved' }).gte('id', 0).select(),
    expect: { ...denied, admin: 'denied', instructor: 'denied' },
  },
  {
    table: 'course_revisions',
    op: 'delete',
    what: 'every revision, directly',
    run: (db) => db.from('course_revisions').delete().gte('id', 0).select(),
    expect: { ...denied, admin: 'denied', instructor: 'denied' },
  },
  {
    table: 'rpc studio_get_course',
    op: 'select',
    what: "the instructor's own course 1",
    run: rpc('studio_get_course', { p_course_id: 1 }),
    expect: { ...denied, admin: 1, instructor: 1 },
  },
  {
    table: 'rpc studio_get_course',
    op: 'select',
    what: "course 2, another instructor's",
    run: rpc('studio_get_course', { p_course_id: 2 }),
    expect: { ...denied, admin: 1, instructor: 'denied' },
  },
  {
    table: 'rpc studio_my_courses',
    op: 'select',
    what: "the caller's courses",
    run: rpc('studio_my_courses'),
    expect: { anon: 'denied', learner: 0, other: 0, admin: 0, instructor: 2 },
  },
  {
    table: 'rpc studio_course_students',
    op: 'select',
    what: 'the students of course 1 (the learner and somchai among them)',
    run: rpc('studio_course_students', { p_course_id: 1 }),
    expect: { ...denied, admin: 'denied', instructor: 3 },
  },
  {
    table: 'rpc studio_course_students',
    op: 'select',
    what: "the students of course 2, another instructor's",
    run: rpc('studio_course_students', { p_course_id: 2 }),
    expect: { ...denied, admin: 'denied', instructor: 'denied' },
  },
  {
    table: 'rpc studio_save_course',
    op: 'update',
    what: "course 4's document (the instructor has only a password: aal1)",
    run: (db) => rpc('studio_save_course', { p_course_id: 4, p_document: { title: 'x' } })(db),
    expect: { ...denied, admin: 'denied', instructor: 'denied' },
  },
  {
    table: 'rpc studio_create_course',
    op: 'insert',
    what: 'a new course (aal1 instructor)',
    run: rpc('studio_create_course', { p_title: 'คอร์สใหม่', p_category: 'programming' }),
    expect: { ...denied, admin: 'denied', instructor: 'denied' },
  },
  {
    table: 'rpc admin_approve_course_revision',
    op: 'update',
    what: 'a revision that does not exist',
    run: rpc('admin_approve_course_revision', { p_revision_id: 424242 }),
    expect: { ...denied, admin: 'error P0001', instructor: 'denied' },
  },
  {
    table: 'rpc admin_return_course_revision',
    op: 'update',
    what: 'a revision that does not exist',
    run: rpc('admin_return_course_revision', { p_revision_id: 424242, p_note: 'แก้ไขบทที่ 1' }),
    expect: { ...denied, admin: 'error P0001', instructor: 'denied' },
  },
  {
    table: 'rpc studio_questions_inbox',
    op: 'select',
    what: "questions across the caller's courses",
    run: rpc('studio_questions_inbox'),
    expect: { anon: 'denied', learner: 0, other: 0, admin: 0, instructor: 3 },
  },
];
