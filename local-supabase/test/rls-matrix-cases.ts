import type { SupabaseClient } from '@supabase/supabase-js';

export type Client = SupabaseClient;
export interface Result {
  data: unknown[] | null;
  error: { code: string } | null;
}
type Readable = ReturnType<ReturnType<Client['from']>['select']>;
type Filterable = ReturnType<ReturnType<Client['from']>['update']>;
type Deletable = ReturnType<ReturnType<Client['from']>['delete']>;

/**
 * The RLS matrix of docs/data-model.md as data: every table × select/insert/update/delete ×
 * anon, the demo learner, another learner (somchai) and the admin (aal2: TOTP verified), against the seed.
 * Expected outcome per actor:
 *   number     select: how many rows the actor sees
 *   'allowed'  the write returned at least one row
 *   'none'     the write matched no row the actor may touch (PostgREST: 0 rows, no error)
 *   'denied'   the database refused with 42501 (RLS check or guard trigger)
 *   'invalid'  the database refused the value with 23514 (a check constraint), whoever asked
 * Cases run in this order on one seeded server; where a write changes data, the actors
 * expected to succeed go last so the others are tested against the untouched row.
 */

export type Actor = 'anon' | 'learner' | 'other' | 'admin';
/** The account of instructor 1 (courses 1 and 4): asked only where a case names it. */
export type OptionalActor = 'instructor';
/** `error P0001`: a definer function refused with a business key (its tests check which). */
export type Expected = number | 'allowed' | 'none' | 'denied' | 'invalid' | `error ${string}`;
export type Op = 'select' | 'insert' | 'update' | 'delete';

export type Expectations = Record<Actor, Expected> & Partial<Record<OptionalActor, Expected>>;

export interface MatrixCase {
  table: string;
  op: Op;
  what: string;
  run: (db: Client) => PromiseLike<Result>;
  expect: Expectations;
  /**
   * Undoes a successful write with the service key, after each actor expected to succeed, when
   * later actors or cases depend on the old row.
   */
  restore?: (service: Client) => PromiseLike<Result>;
}

export const LEARNER = '00000000-0000-4000-8000-000000000b01';
export const OTHER = '00000000-0000-4000-8000-000000000b02';
const INACTIVE_LEARNER = '00000000-0000-4000-8000-000000000b05';
const ANUCHA = '00000000-0000-4000-8000-000000000b04';
const NOBODY = '00000000-0000-4000-8000-00000000dead';
const INSTRUCTOR = '00000000-0000-4000-8000-000000000c01';
// Reviews by seed order: 2 = somchai's of course 1 (answered by its instructor), 5 = suda's of
// course 2, 7 = anucha's of course 1.
const REVIEW_ANSWERED = 2;
const REVIEW_COURSE_2 = 5;
const REVIEW_COURSE_1 = 7;

const all = (n: Expected): Record<Actor, Expected> => ({ anon: n, learner: n, other: n, admin: n });
const adminOnly: Record<Actor, Expected> = { anon: 'none', learner: 'none', other: 'none', admin: 'allowed' };
const adminInsertOnly: Record<Actor, Expected> = { anon: 'denied', learner: 'denied', other: 'denied', admin: 'allowed' };
// Only the admin reaches the row, and a rule of the database refuses even the admin (P0001 legal_document_published).
const adminRefused: Record<Actor, Expected> = { anon: 'none', learner: 'none', other: 'none', admin: 'error P0001' };
/** Money tables: no browser role holds the privilege at all; only definer functions write. */
const nobody = all('denied');

const select = (table: string, what: string, expect: Expectations, narrow: (q: Readable) => Readable = (q) => q): MatrixCase => ({
  table,
  op: 'select',
  what,
  expect,
  run: (db) => narrow(db.from(table).select('*')),
});

export const selectCases: MatrixCase[] = [
  select('users', 'all rows', { anon: 0, learner: 1, other: 1, admin: 7 }),
  select('instructors', 'all rows', all(5)),
  select('courses', 'all rows', { anon: 7, learner: 7, other: 7, admin: 8 }),
  select('course_modules', 'modules of the draft course', { anon: 0, learner: 0, other: 0, admin: 3 }, (q) => q.eq('course_id', 8)),
  select('lessons', 'lessons of the draft course', { anon: 0, learner: 0, other: 0, admin: 6 }, (q) => q.eq('course_id', 8)),
  // Course 4: one free preview (411); somchai is enrolled, the demo learner is not.
  select('lesson_contents', 'content of course 4', { anon: 1, learner: 1, other: 9, admin: 9 }, (q) =>
    q.gte('lesson_id', 400).lt('lesson_id', 500),
  ),
  select('enrollments', 'all rows', { anon: 0, learner: 3, other: 4, admin: 14 }),
  select('lesson_progress', 'all rows', { anon: 0, learner: 12, other: 18, admin: 42 }),
  // Course 4's four video lessons carry a Thai and an English track; only 411 is a preview.
  select('lesson_captions', 'caption tracks of course 4', { anon: 2, learner: 2, other: 8, admin: 8 }, (q) =>
    q.gte('lesson_id', 400).lt('lesson_id', 500),
  ),
  // Seed: the demo learner's place in lesson 112. Nobody else sees it, admins included.
  select('lesson_watch_positions', 'all rows', { anon: 0, learner: 1, other: 0, admin: 0 }),
  // Watch time credited by the server (issue 27): own rows only, none in the seed; anon holds no privilege.
  select('lesson_watch_progress', 'all rows', { anon: 'denied', learner: 0, other: 0, admin: 0 }),
  // รายการโปรด (issue 31): each member's own rows only, admins included; none in the seed; anon holds no privilege.
  select('wishlists', 'all rows', { anon: 'denied', learner: 0, other: 0, admin: 0 }),
  select('reviews', 'all rows (all on published courses)', all(9)),
  select('review_replies', 'all rows (one, on a published course)', { ...all(1), instructor: 1 }),
  select('certificates', 'all rows', { anon: 0, learner: 1, other: 2, admin: 4 }),
  {
    // The certificate-pdf Edge Function's read (decision 0059): public by code like verify_certificate,
    // so a code nobody holds answers no row to anyone (the test of the function fetches a real one).
    table: 'certificates',
    op: 'select',
    what: 'rpc certificate_document of a code nobody holds',
    run: (db) => db.rpc('certificate_document', { p_code: 'RC-2569-ZZZZZZZZZZ' }),
    expect: all(0),
  },
  {
    table: 'certificates',
    op: 'select',
    what: 'rpc certificate_document of an oversized code',
    run: (db) => db.rpc('certificate_document', { p_code: `RC-2569-${'Z'.repeat(40)}` }),
    expect: all('error 22023'),
  },
  select('articles', 'all rows', { anon: 3, learner: 3, other: 3, admin: 4 }),
  // The seed's four rows and the two page titles of 20261127070000_page_titles.sql.
  select('site_seo', 'all rows', all(6)),
  select('course_catalog', 'all rows (view)', { anon: 7, learner: 7, other: 7, admin: 8 }),
  select('my_course_progress', 'all rows (view)', { anon: 0, learner: 3, other: 4, admin: 0 }),
  select('course_reviews', 'all rows (view)', all(9)),
  select('published_articles', 'all rows (view)', all(3)),
  select('instructor_profiles', 'all rows (view)', all(5)),
  select('course_rating_counts', 'all rows (view: course × rating with reviews)', all(8)),
  // Selling (issue 21). Seed: 12 paid orders (learner 2, somchai 3) and suda's pending one,
  // two events per paid order and one for the pending, a receipt per paid order, no slips yet
  // (orders.test.ts shows a real slip to its owner and admins only), four coupons.
  select('site_settings', 'the one row', all(1)),
  select('coupons', 'all rows', { anon: 0, learner: 0, other: 0, admin: 4 }),
  // Uses per coupon (paid or pending orders): admins only, coupons 1 and 4 are used once each in the seed.
  select('coupon_uses', 'all rows (view)', { anon: 0, learner: 0, other: 0, admin: 2 }),
  select('orders', 'all rows', { anon: 0, learner: 2, other: 3, admin: 13 }),
  select('order_events', 'all rows', { anon: 0, learner: 4, other: 6, admin: 25 }),
  select('payment_slips', 'all rows', all(0)),
  // Gateway charges (issue 29, decision 0052): own rows and admins (none in the seed; payment-gateway.test.ts shows
  // an owner's charge to the owner only); the processed webhook events to admins; anon holds no privilege.
  select('gateway_charges', 'all rows', { anon: 'denied', learner: 0, other: 0, admin: 0 }),
  select('gateway_events', 'all rows', { anon: 'denied', learner: 0, other: 0, admin: 0 }),
  select('receipts', 'all rows', { anon: 0, learner: 2, other: 3, admin: 12 }),
  // PDPA (decision 0027): the two published documents for everyone; every seeded member
  // accepted both at sign-up; no deletion request in the seed (pdpa.test.ts shows a member
  // their own request and nobody else's).
  select('legal_documents', 'all rows', all(2)),
  select('consents', 'all rows', { anon: 0, learner: 2, other: 2, admin: 14 }),
  select('account_deletion_requests', 'all rows', all(0)),
  select('email_outbox', 'all rows', nobody),
  select('receipt_counters', 'all rows', nobody),
  // Quizzes (issue 19): the seeded quiz 713 of course 7 (3 questions, 8 choices, 2 accepted
  // answers); somchai made two attempts. The answer tables (is_correct, accepted answers,
  // explanations) are admins' only: learners read questions through get_quiz, explanations
  // only from the grader (quizzes.test.ts), and anon holds no privilege at all.
  select('quizzes', 'all rows (rules, not secret)', all(1)),
  select('quiz_questions', 'all rows (explanations)', { anon: 'denied', learner: 0, other: 0, admin: 3 }),
  select('quiz_choices', 'all rows (is_correct)', { anon: 'denied', learner: 0, other: 0, admin: 8 }),
  select('quiz_short_answers', 'all rows (accepted answers)', { anon: 'denied', learner: 0, other: 0, admin: 2 }),
  select('quiz_attempts', "all rows (somchai's two)", { anon: 0, learner: 0, other: 2, admin: 2 }),
  // Catalogue search (issue 20 item 3): the Thai spellings shipped by the migration, readable by all.
  select('search_synonyms', 'all rows', all(27)),
  // The seed makes no admin change; the entries the admin's writes below leave are counted after them.
  select('audit_log', 'all rows', { anon: 'denied', learner: 0, other: 0, admin: 0 }),
  select('article_view_marks', 'all rows', nobody),
  // Lesson Q&A (issue 20). Seed: question 1 on paid lesson 113 of course 1 (the learner's; replies
  // by the admin, somchai, and anucha's hidden one), question 2 on preview 111 (somchai's),
  // question 3 on course 4's paid lesson 421 (somchai's; the learner is not enrolled there).
  // The tables show only one's own posts; everyone reads threads through the masking views.
  select('lesson_questions', 'all rows (own only)', { anon: 0, learner: 1, other: 2, admin: 3 }),
  select('lesson_replies', 'all rows (own only)', { anon: 0, learner: 0, other: 1, admin: 3 }),
  select('lesson_post_hides', 'all rows', { anon: 0, learner: 0, other: 0, admin: 1 }),
  select('lesson_question_threads', 'all rows (view: whoever can see the lesson)', { anon: 1, learner: 2, other: 3, admin: 3 }),
  select('lesson_question_replies', 'all rows (view: whoever can see the lesson)', { anon: 0, learner: 3, other: 3, admin: 3 }),
  // E-mail notifications: somchai switched one kind off; the signing key is nobody's to read.
  select('notification_preferences', 'all rows', { anon: 0, learner: 0, other: 1, admin: 1 }),
  select('email_signing_keys', 'all rows', nobody),
  // Code exercises (issue 19): 223 is a free preview of course 2, 123 is in course 1 (both
  // learners enrolled). Solutions are the author's: anon holds no privilege, members see none.
  select('lesson_exercises', 'all rows', { anon: 1, learner: 2, other: 2, admin: 2 }),
  select('lesson_exercise_solutions', 'all rows', { anon: 'denied', learner: 0, other: 0, admin: 2 }),
  select('exercise_submissions', 'all rows (none in the seed)', all(0)),
  // Issue 27: it told anyone whether a user id is an admin; the threads' views say it for their authors.
  {
    table: 'rpc lesson_post_author_role',
    op: 'select',
    what: 'the role of the admin’s user id',
    run: (db) =>
      db
        .rpc('lesson_post_author_role', { p_user_id: '00000000-0000-4000-8000-000000000a01', p_course_id: 1 })
        .then(({ data, error }) => ({ data: error ? null : [data], error })),
    expect: { ...all('denied'), instructor: 'denied' },
  },
  // Hidden tests (issue 27): admins only; the grader reads them through claim_exercise_submissions.
  select('lesson_exercise_hidden_tests', 'all rows', { anon: 'denied', learner: 0, other: 0, admin: 2 }),
];

const insert = (table: string, what: string, row: Record<string, unknown>, expect: Expectations): MatrixCase => ({
  table,
  op: 'insert',
  what,
  expect,
  run: (db) => db.from(table).insert(row).select(),
});

export const insertCases: MatrixCase[] = [
  // Each member may wish for a visible course for themselves only (the rows stay for the update and delete cases).
  insert('wishlists', 'course 3 for oneself', { course_id: 3 }, { anon: 'denied', learner: 'allowed', other: 'allowed', admin: 'allowed' }),
  insert(
    'wishlists',
    "course 2 in the learner's list",
    { user_id: LEARNER, course_id: 2 },
    { anon: 'denied', learner: 'allowed', other: 'denied', admin: 'denied' },
  ),
  insert(
    'wishlists',
    'the draft course for oneself',
    { course_id: 8 },
    { anon: 'denied', learner: 'denied', other: 'denied', admin: 'allowed' },
  ),
  insert('users', "someone else's profile", { id: '00000000-0000-4000-8000-00000000d001', name: 'ปลอม' }, all('denied')),
  insert('instructors', 'an instructor', { name: 'อ.ทดสอบ' }, adminInsertOnly),
  insert('courses', 'a course', { title: 'คอร์สทดสอบ', category: 'design', price: 1990 }, adminInsertOnly),
  insert('course_modules', 'a module', { course_id: 8, title: 'บททดสอบ' }, adminInsertOnly),
  insert('lessons', 'lesson 9001', { id: 9001, module_id: 81, title: 'บทเรียนทดสอบ' }, adminInsertOnly),
  insert('lesson_contents', 'content of lesson 9001', { lesson_id: 9001, body: 'เนื้อหา' }, adminInsertOnly),
  // Course 2 is paid and nobody but suda has paid for it: the point of issue 21. The free
  // course and a paid order admitting a learner are in orders.test.ts (both learners here
  // already hold course 7).
  insert(
    'enrollments',
    'oneself into paid course 2 without a paid order',
    { course_id: 2 },
    { anon: 'denied', learner: 'denied', other: 'denied', admin: 'allowed' },
  ),
  insert('enrollments', 'oneself into the draft course', { course_id: 8 }, all('denied')),
  // Lessons 431 (a video) and 441 (a document) are in course 4: only somchai is enrolled there.
  // A video is completed only through complete_lesson with watch evidence (decision 0043).
  insert('lesson_progress', 'video lesson 431 done, directly', { lesson_id: 431 }, nobody),
  insert(
    'lesson_progress',
    'document lesson 441 done (self-declared)',
    { lesson_id: 441 },
    { anon: 'denied', learner: 'denied', other: 'allowed', admin: 'denied' },
  ),
  {
    table: 'lesson_progress',
    op: 'insert',
    what: 'rpc complete_lesson 431 without watching it',
    expect: { anon: 'denied', learner: 'error P0001', other: 'error P0001', admin: 'error P0001' },
    run: (db) => rpc(db, 'complete_lesson', { p_lesson_id: 431 }),
  },
  insert(
    'lesson_watch_progress',
    "somchai's credit in lesson 431, written directly",
    { user_id: OTHER, lesson_id: 431, last_position_seconds: 6, credited_seconds: 6 },
    nobody,
  ),
  {
    table: 'lesson_watch_progress',
    op: 'insert',
    what: 'rpc record_watch_progress in lesson 431 (course 4: somchai enrolled)',
    expect: { anon: 'denied', learner: 'error P0001', other: 'allowed', admin: 'allowed' },
    run: (db) => rpc(db, 'record_watch_progress', { p_lesson_id: 431, p_position: 0 }),
  },
  insert(
    'lesson_captions',
    'an English track for lesson 211',
    { lesson_id: 211, lang: 'en', label: 'English', url: '/media/captions/sample-lesson.en.vtt' },
    adminInsertOnly,
  ),
  insert(
    'lesson_captions',
    'a track with a javascript: URL',
    { lesson_id: 212, lang: 'en', label: 'English', url: 'javascript:alert(1)' },
    { anon: 'denied', learner: 'denied', other: 'denied', admin: 'invalid' },
  ),
  // Positions are written only through the function (which checks access); direct writes are refused.
  insert(
    'lesson_watch_positions',
    "a position in somchai's lesson 431, written directly",
    { user_id: OTHER, lesson_id: 431, position_seconds: 1, duration_seconds: 6 },
    nobody,
  ),
  {
    table: 'lesson_watch_positions',
    op: 'insert',
    what: 'rpc save_lesson_watch_position in lesson 431 (course 4: somchai enrolled)',
    expect: { anon: 'denied', learner: 'denied', other: 'allowed', admin: 'allowed' },
    run: (db) =>
      db
        .rpc('save_lesson_watch_position', { p_lesson_id: 431, p_position_seconds: 2, p_duration_seconds: 6, p_played_ranges: [[0, 2]] })
        .then(({ error }) => ({ data: error ? null : [true], error })),
  },
  insert(
    'reviews',
    'a review of course 3',
    { course_id: 3, rating: 5, comment: 'ดีมาก' },
    { anon: 'denied', learner: 'denied', other: 'allowed', admin: 'denied' },
  ),
  // A reply: the instructor of the review's course or an admin; nobody else.
  {
    ...insert(
      'review_replies',
      "a reply to anucha's review of course 1",
      { review_id: REVIEW_COURSE_1, body: 'ขอบคุณครับ' },
      { anon: 'denied', learner: 'denied', other: 'denied', admin: 'allowed', instructor: 'allowed' },
    ),
    restore: (service) => service.from('review_replies').delete().eq('review_id', REVIEW_COURSE_1).select(),
  },
  {
    ...insert(
      'review_replies',
      "a reply to suda's review of course 2 (not the instructor's course)",
      { review_id: REVIEW_COURSE_2, body: 'ขอบคุณครับ' },
      { anon: 'denied', learner: 'denied', other: 'denied', admin: 'allowed', instructor: 'denied' },
    ),
    restore: (service) => service.from('review_replies').delete().eq('review_id', REVIEW_COURSE_2).select(),
  },
  insert('certificates', 'a certificate', { user_id: LEARNER, course_id: 1, code: 'RC-2026-AAAAAAAAAA' }, all('denied')),
  insert('articles', 'an article', { title: 'บทความทดสอบ' }, adminInsertOnly),
  insert('site_seo', 'an SEO row', { path: '/dashboard', title: 'แดชบอร์ด' }, adminInsertOnly),
  insert('site_settings', 'a second settings row', { id: false, school_name: 'ปลอม' }, nobody),
  insert('coupons', 'a coupon', { code: 'TEST10', kind: 'percent', value: 10 }, adminInsertOnly),
  // A tampered amount: an order written directly, at ฿1, already paid.
  insert(
    'orders',
    'a paid ฿1 order for course 4',
    {
      order_number: 'RC-20261123-999999',
      user_id: LEARNER,
      course_id: 4,
      status: 'paid',
      subtotal: 1,
      total: 1,
      expires_at: '2030-01-01T00:00:00Z',
      paid_at: '2026-11-23T00:00:00Z',
      paid_via: 'admin',
    },
    nobody,
  ),
  insert('order_events', 'an event of order 1', { order_id: 1, to_status: 'refunded' }, nobody),
  insert('payment_slips', 'a slip for order 1', { order_id: 1, user_id: LEARNER, object_path: `${LEARNER}/1/slip.png` }, nobody),
  insert(
    'gateway_charges',
    "a charge paying suda's order 13",
    { charge_id: 'chrg_test_forged', order_id: 13, user_id: LEARNER, method: 'card', amount_satang: 100 },
    nobody,
  ),
  insert('gateway_events', 'a processed event', { event_id: 'evnt_test_forged', charge_id: 'chrg_test_forged', outcome: 'paid' }, nobody),
  insert(
    'receipts',
    'a receipt for order 13',
    {
      receipt_number: 'RCPT-2026-999999',
      order_id: 13,
      school_name: 'x',
      school_address: 'x',
      buyer_name: 'x',
      item_title: 'x',
      subtotal: 107,
      discount: 0,
      total: 107,
      vat: 7,
      net: 100,
    },
    nobody,
  ),
  insert(
    'legal_documents',
    'privacy policy version 2',
    { kind: 'privacy', version: 2, title: 'นโยบายความเป็นส่วนตัว', body: 'ฉบับที่ 2' },
    adminInsertOnly,
  ),
  insert(
    'consents',
    "the learner's consent to privacy version 2",
    { user_id: LEARNER, kind: 'privacy', version: 2, method: 'reconsent' },
    nobody,
  ),
  insert('account_deletion_requests', 'a request due at once', { user_id: LEARNER, scheduled_for: '2020-01-01T00:00:00Z' }, nobody),
  insert(
    'lesson_exercises',
    'an exercise on lesson 133',
    { lesson_id: 133, language: 'python', tests: [{ name: 'ทดสอบ', code: 'assert True' }] },
    adminInsertOnly,
  ),
  insert('lesson_exercise_solutions', 'the solution of lesson 133', { lesson_id: 133, code: 'pass' }, adminInsertOnly),
  insert(
    'lesson_exercise_hidden_tests',
    'hidden tests of lesson 133',
    { lesson_id: 133, tests: [{ name: 'ซ่อน', code: 'assert True' }] },
    adminInsertOnly,
  ),
  // The grader's two functions are the service role's only (exercises.test.ts runs them).
  {
    table: 'exercise_submissions',
    op: 'update',
    what: 'rpc claim_exercise_submissions',
    expect: nobody,
    run: (db) => rpc(db, 'claim_exercise_submissions', { p_limit: 1 }),
  },
  {
    table: 'exercise_submissions',
    op: 'update',
    what: 'rpc record_exercise_result (a forged pass)',
    expect: nobody,
    run: (db) => rpc(db, 'record_exercise_result', { p_submission_id: 1, p_results: { tests: [] } }),
  },
  // Only submit_exercise stores a run (exercises.test.ts): a forged passing one is refused.
  insert(
    'exercise_submissions',
    'a passing run of lesson 123',
    { user_id: LEARNER, lesson_id: 123, code: 'x', results: {}, passed: true },
    nobody,
  ),
  insert('email_outbox', 'an e-mail', { to_email: 'x@example.com', kind: 'receipt', subject: 'x', body_text: 'x' }, nobody),
  // Only grade_quiz_attempt writes attempts (it computes the score); only admin_save_quiz writes quizzes.
  insert(
    'quiz_attempts',
    'a passing attempt of quiz 713 with a forged score',
    {
      user_id: LEARNER,
      lesson_id: 713,
      course_id: 7,
      answers: {},
      correct_count: 3,
      question_count: 3,
      score: 100,
      passed: true,
    },
    nobody,
  ),
  insert('quizzes', 'rules for lesson 811', { lesson_id: 811, pass_percent: 1 }, nobody),
  insert('quiz_choices', 'a correct choice for question 7131', { question_id: 7131, label: 'ทุกข้อ', is_correct: true }, nobody),
  insert('search_synonyms', 'a Thai spelling', { term: 'แองกูลาร์', canonical: 'Angular' }, adminInsertOnly),
  insert('audit_log', 'a forged entry', { action: 'update', table_name: 'courses', row_id: '1' }, nobody),
  insert('article_view_marks', 'a view mark', { digest: '\\x00', viewed_on: '2026-11-24' }, nobody),
  insert(
    'lesson_questions',
    'a question on paid lesson 421 (course 4)',
    { lesson_id: 421, title: 'ถามหน่อย', body: 'รายละเอียด' },
    { anon: 'denied', learner: 'denied', other: 'allowed', admin: 'allowed' },
  ),
  insert(
    'lesson_questions',
    'a question on preview 111 (signed out may read, not write)',
    { lesson_id: 111, title: 'ถาม', body: 'x' },
    { anon: 'denied', learner: 'allowed', other: 'allowed', admin: 'allowed' },
  ),
  insert(
    'lesson_replies',
    'a reply to question 3 (course 4)',
    { question_id: 3, body: 'ตอบ' },
    { anon: 'denied', learner: 'denied', other: 'allowed', admin: 'allowed' },
  ),
  insert('lesson_post_hides', 'hiding question 2', { question_id: 2, reason: 'ทดสอบ' }, adminInsertOnly),
  insert(
    'notification_preferences',
    'switching reply e-mails off',
    { kind: 'qa_reply', subscribed: false },
    { anon: 'denied', learner: 'allowed', other: 'allowed', admin: 'allowed' },
  ),
  insert(
    'notification_preferences',
    'switching the receipt off',
    { kind: 'receipt', subscribed: false },
    { anon: 'denied', learner: 'invalid', other: 'invalid', admin: 'invalid' },
  ),
  insert('email_signing_keys', 'a second key', { id: false }, nobody),
];

type Filter = (q: Filterable) => Filterable;
type DeleteFilter = (q: Deletable) => Deletable;
const update = (table: string, what: string, patch: Record<string, unknown>, filter: Filter, expect: Expectations): MatrixCase => ({
  table,
  op: 'update',
  what,
  expect,
  run: (db) => filter(db.from(table).update(patch)).select(),
});

export const updateCases: MatrixCase[] = [
  // A wishlist row is added or removed, never changed.
  update('wishlists', "the learner's rows", { created_at: '2020-01-01T00:00:00Z' }, (q) => q.eq('user_id', LEARNER), nobody),
  update('users', "the learner's name", { name: 'สมหญิง ใหม่' }, (q) => q.eq('id', LEARNER), {
    anon: 'none',
    learner: 'allowed',
    other: 'none',
    admin: 'allowed',
  }),
  update('users', "the learner's points", { points: 999 }, (q) => q.eq('id', LEARNER), {
    anon: 'none',
    learner: 'denied',
    other: 'none',
    admin: 'allowed',
  }),
  {
    ...update('users', "the learner's role", { role: 'admin' }, (q) => q.eq('id', LEARNER), {
      anon: 'none',
      learner: 'denied',
      other: 'none',
      admin: 'allowed',
    }),
    restore: (service) => service.from('users').update({ role: 'user' }).eq('id', LEARNER).select(),
  },
  // The e-mail follows the sign-in account: nobody writes it through the API, admins included.
  update('users', "the learner's e-mail", { email: 'admin@riancode.dev' }, (q) => q.eq('id', LEARNER), {
    anon: 'none',
    learner: 'denied',
    other: 'none',
    admin: 'denied',
  }),
  update('users', "the learner's website as a javascript: URL", { website: 'javascript:alert(1)' }, (q) => q.eq('id', LEARNER), {
    anon: 'none',
    learner: 'invalid',
    other: 'none',
    admin: 'invalid',
  }),
  update('instructors', 'instructor 1', { title: 'Principal Engineer' }, (q) => q.eq('id', 1), adminOnly),
  update('courses', 'the price of course 1', { price: 1 }, (q) => q.eq('id', 1), adminOnly),
  update('course_modules', 'module 11', { title: 'เริ่มต้น' }, (q) => q.eq('id', 11), adminOnly),
  update('lessons', 'lesson 111 (a preview)', { title: 'แนะนำคอร์ส' }, (q) => q.eq('id', 111), adminOnly),
  {
    ...update(
      'lesson_captions',
      'the Thai track of lesson 111 (a preview)',
      { label: 'ภาษาไทย' },
      (q) => q.eq('lesson_id', 111).eq('lang', 'th'),
      adminOnly,
    ),
    restore: (service) => service.from('lesson_captions').update({ label: 'ไทย' }).eq('lesson_id', 111).eq('lang', 'th').select(),
  },
  update('lesson_watch_positions', "the learner's place in lesson 112", { position_seconds: 0 }, (q) => q.eq('user_id', LEARNER), nobody),
  update('lesson_watch_progress', 'every credit to a full watch', { credited_seconds: 6 }, (q) => q.gte('lesson_id', 0), nobody),
  update(
    'lesson_exercise_hidden_tests',
    'the hidden tests of lesson 223',
    { tests: [{ name: 'ง่ายลง', code: 'assert(true);' }] },
    (q) => q.eq('lesson_id', 223),
    { ...adminOnly, anon: 'denied' },
  ),
  update('lesson_contents', 'content of lesson 111 (a preview)', { body: 'ใหม่' }, (q) => q.eq('lesson_id', 111), adminOnly),
  update(
    'enrollments',
    "the learner's enrollment in course 1",
    { completed_at: new Date().toISOString() },
    (q) => q.eq('user_id', LEARNER).eq('course_id', 1),
    all('none'),
  ),
  update(
    'lesson_progress',
    "the learner's progress",
    { completed_at: '2020-01-01T00:00:00Z' },
    (q) => q.eq('user_id', LEARNER),
    all('none'),
  ),
  update('reviews', "the learner's review of course 6", { comment: 'ดีมากจริง ๆ' }, (q) => q.eq('user_id', LEARNER).eq('course_id', 6), {
    anon: 'none',
    learner: 'allowed',
    other: 'none',
    admin: 'none',
  }),
  update('review_replies', "the instructor's reply to review 2", { body: 'ขอบคุณครับ แก้ไขแล้ว' }, (q) => q.eq('review_id', REVIEW_ANSWERED), {
    anon: 'none',
    learner: 'none',
    other: 'none',
    admin: 'allowed',
    instructor: 'allowed',
  }),
  update('certificates', "the learner's certificate", { code: 'RC-2026-BBBBBBBBBB' }, (q) => q.eq('user_id', LEARNER), all('none')),
  update('articles', 'article 1', { title: 'ภาษาแรกที่ควรเรียน' }, (q) => q.eq('id', 1), adminOnly),
  update('site_seo', 'the home page', { description: 'ใหม่' }, (q) => q.eq('path', '/'), adminOnly),
  update('site_settings', 'the PromptPay ID', { promptpay_id: '0899999999' }, (q) => q.eq('id', true), nobody),
  update('coupons', 'EXPIRED2025', { active: false }, (q) => q.eq('code', 'EXPIRED2025'), adminOnly),
  update('orders', "suda's pending order to paid", { status: 'paid', paid_at: '2026-11-23T00:00:00Z' }, (q) => q.eq('id', 13), nobody),
  update('orders', "the learner's order 1 total", { total: 1 }, (q) => q.eq('id', 1), nobody),
  update('order_events', 'the events of order 1', { reason: 'x' }, (q) => q.eq('order_id', 1), nobody),
  update('payment_slips', 'every slip', { status: 'approved' }, (q) => q.gte('id', 0), nobody),
  update('payment_slips', "every slip's QR reference", { qr_reference: 'free' }, (q) => q.gte('id', 0), nobody),
  update('gateway_charges', 'every charge', { status: 'successful' }, (q) => q.neq('charge_id', ''), nobody),
  update('gateway_events', 'every event', { outcome: 'paid' }, (q) => q.neq('event_id', ''), nobody),
  update('receipts', "the learner's receipt", { total: 1 }, (q) => q.eq('order_id', 1), nobody),
  // A published version never changes (issue 27): a new text is a new version.
  update(
    'legal_documents',
    'the title of terms version 1',
    { title: 'ข้อกำหนดการใช้บริการ' },
    (q) => q.eq('kind', 'terms').eq('version', 1),
    adminRefused,
  ),
  update('consents', "the learner's consents", { version: 1 }, (q) => q.eq('user_id', LEARNER), nobody),
  update('account_deletion_requests', 'every request', { scheduled_for: '2020-01-01T00:00:00Z' }, (q) => q.gte('id', 0), nobody),
  update('lesson_exercises', 'the starter code of lesson 223', { starter_code: '// ใหม่' }, (q) => q.eq('lesson_id', 223), adminOnly),
  update('lesson_exercise_solutions', 'the solution of lesson 223', { code: '// เฉลย' }, (q) => q.eq('lesson_id', 223), {
    anon: 'denied',
    learner: 'none',
    other: 'none',
    admin: 'allowed',
  }),
  update('exercise_submissions', 'every submission', { passed: true }, (q) => q.gte('id', 0), nobody),
  update('email_outbox', 'every e-mail', { sent_at: '2026-11-23T00:00:00Z' }, (q) => q.gte('id', 0), nobody),
  update('quiz_attempts', "somchai's attempts to a pass", { score: 100, passed: true }, (q) => q.gte('id', 0), nobody),
  update('quiz_choices', 'every choice to correct', { is_correct: true }, (q) => q.gte('id', 0), nobody),
  update('quizzes', 'the pass mark of quiz 713', { pass_percent: 1 }, (q) => q.eq('lesson_id', 713), nobody),
  update('search_synonyms', 'ไพทอน (to the same term)', { canonical: 'Python' }, (q) => q.eq('term', 'ไพทอน'), adminOnly),
  update('audit_log', 'every entry', { row_id: 'x' }, (q) => q.gte('id', 0), nobody),
  // The admin's coupon insert (TEST10) and update (EXPIRED2025) above were recorded by the database.
  select('audit_log', "entries of the admin's coupon changes above", { anon: 'denied', learner: 0, other: 0, admin: 2 }, (q) =>
    q.eq('table_name', 'coupons'),
  ),
  // Only the author edits: not the admin, not another member (a visitor holds no write privilege).
  update('lesson_questions', "the learner's question 1", { title: 'แก้หัวข้อ' }, (q) => q.eq('id', 1), {
    anon: 'denied',
    learner: 'allowed',
    other: 'none',
    admin: 'none',
  }),
  update('lesson_replies', "somchai's reply 2", { body: 'แก้คำตอบ' }, (q) => q.eq('id', 2), {
    anon: 'denied',
    learner: 'none',
    other: 'allowed',
    admin: 'none',
  }),
  // Accepting and soft-deleting go through functions (lesson-qa.test.ts), not a column write.
  update('lesson_questions', 'the accepted answer of question 1', { accepted_reply_id: 2 }, (q) => q.eq('id', 1), all('denied')),
  update(
    'lesson_replies',
    "deleting somchai's reply 2 by hand",
    { deleted_at: '2026-11-24T00:00:00Z' },
    (q) => q.eq('id', 2),
    all('denied'),
  ),
  update('lesson_post_hides', 'the reason of a hide', { reason: 'x' }, (q) => q.gte('id', 0), nobody),
  update('notification_preferences', "somchai's weekly e-mail back on", { subscribed: true }, (q) => q.eq('user_id', OTHER), {
    anon: 'denied',
    learner: 'none',
    other: 'allowed',
    admin: 'none',
  }),
  update('email_signing_keys', 'the key', { secret: '\\x00' }, (q) => q.eq('id', true), nobody),
];

const remove = (table: string, what: string, filter: DeleteFilter, expect: Expectations): MatrixCase => ({
  table,
  op: 'delete',
  what,
  expect,
  run: (db) => filter(db.from(table).delete()).select(),
});

export const deleteCases: MatrixCase[] = [
  remove('wishlists', "the learner's course 3", (q) => q.eq('user_id', LEARNER).eq('course_id', 3), {
    anon: 'denied',
    learner: 'allowed',
    other: 'none',
    admin: 'none',
  }),
  remove('lesson_contents', 'content of lesson 811', (q) => q.eq('lesson_id', 811), adminOnly),
  remove('lesson_captions', 'the tracks of lesson 811', (q) => q.eq('lesson_id', 811), adminOnly),
  remove('lesson_watch_positions', "the learner's place in lesson 112", (q) => q.eq('user_id', LEARNER), nobody),
  remove('lesson_watch_progress', 'every credit', (q) => q.gte('lesson_id', 0), nobody),
  remove('lesson_exercise_hidden_tests', 'the hidden tests of lesson 123', (q) => q.eq('lesson_id', 123), { ...adminOnly, anon: 'denied' }),
  remove('lessons', 'lesson 812', (q) => q.eq('id', 812), adminOnly),
  remove('course_modules', 'module 82', (q) => q.eq('id', 82), adminOnly),
  remove('courses', 'the draft course', (q) => q.eq('id', 8), adminOnly),
  remove('instructors', 'instructor 5', (q) => q.eq('id', 5), adminOnly),
  remove('enrollments', "anucha's enrollment in course 3", (q) => q.eq('user_id', ANUCHA).eq('course_id', 3), adminOnly),
  remove('lesson_progress', "the learner's lesson 111", (q) => q.eq('user_id', LEARNER).eq('lesson_id', 111), {
    anon: 'none',
    learner: 'allowed',
    other: 'none',
    admin: 'none',
  }),
  remove('reviews', "anucha's review of course 5", (q) => q.eq('user_id', ANUCHA).eq('course_id', 5), { ...adminOnly, instructor: 'none' }),
  // Each actor asks to delete its own review of course 7: only somchai wrote one.
  {
    table: 'reviews',
    op: 'delete',
    what: "one's own review of course 7",
    expect: { anon: 'none', learner: 'none', other: 'allowed', admin: 'none' },
    run: async (db) => {
      const { data } = await db.auth.getSession();
      return db
        .from('reviews')
        .delete()
        .eq('user_id', data.session?.user.id ?? NOBODY)
        .eq('course_id', 7)
        .select();
    },
  },
  {
    ...remove('review_replies', "the reply to somchai's review of course 1", (q) => q.eq('review_id', REVIEW_ANSWERED), {
      anon: 'none',
      learner: 'none',
      other: 'none',
      admin: 'allowed',
      instructor: 'allowed',
    }),
    restore: (service) =>
      service.from('review_replies').insert({ review_id: REVIEW_ANSWERED, author_id: INSTRUCTOR, body: 'ขอบคุณมากครับ' }).select(),
  },
  remove('certificates', "the learner's certificate", (q) => q.eq('user_id', LEARNER), all('none')),
  remove('articles', 'the draft article', (q) => q.eq('id', 4), adminOnly),
  remove('site_seo', 'the /register row', (q) => q.eq('path', '/register'), adminOnly),
  remove('site_settings', 'the settings row', (q) => q.eq('id', true), nobody),
  remove('coupons', 'REACT500', (q) => q.eq('code', 'REACT500'), adminOnly),
  remove('orders', "the learner's order 1", (q) => q.eq('id', 1), nobody),
  remove('order_events', 'the events of order 1', (q) => q.eq('order_id', 1), nobody),
  remove('payment_slips', 'every slip', (q) => q.gte('id', 0), nobody),
  remove('gateway_charges', 'every charge', (q) => q.neq('charge_id', ''), nobody),
  remove('gateway_events', 'every event (a replay would pay again)', (q) => q.neq('event_id', ''), nobody),
  remove('receipts', "the learner's receipt", (q) => q.eq('order_id', 1), nobody),
  remove('consents', "the learner's consents", (q) => q.eq('user_id', LEARNER), nobody),
  remove('account_deletion_requests', 'every request', (q) => q.gte('id', 0), nobody),
  remove('legal_documents', 'privacy policy version 2 (published)', (q) => q.eq('kind', 'privacy').eq('version', 2), adminRefused),
  remove('email_outbox', 'every e-mail', (q) => q.gte('id', 0), nobody),
  remove('quiz_attempts', "somchai's attempts", (q) => q.gte('id', 0), nobody),
  remove('quiz_questions', 'the questions of quiz 713', (q) => q.eq('lesson_id', 713), nobody),
  remove('search_synonyms', 'the spelling the admin added', (q) => q.eq('term', 'แองกูลาร์'), adminOnly),
  remove('audit_log', 'every entry', (q) => q.gte('id', 0), nobody),
  // Posts are never deleted by hand (soft delete keeps the thread); a hide is removed to unhide.
  remove('lesson_questions', 'question 2', (q) => q.eq('id', 2), nobody),
  remove('lesson_replies', 'reply 2', (q) => q.eq('id', 2), nobody),
  remove('lesson_post_hides', 'the hide of reply 3', (q) => q.eq('reply_id', 3), {
    anon: 'denied',
    learner: 'none',
    other: 'none',
    admin: 'allowed',
  }),
  remove('notification_preferences', "somchai's preferences", (q) => q.eq('user_id', OTHER), nobody),
  remove('email_signing_keys', 'the key', (q) => q.eq('id', true), nobody),
  remove('exercise_submissions', 'every submission', (q) => q.gte('id', 0), nobody),
  remove('lesson_exercise_solutions', 'the solution of lesson 123', (q) => q.eq('lesson_id', 123), {
    anon: 'denied',
    learner: 'none',
    other: 'none',
    admin: 'allowed',
  }),
  remove('lesson_exercises', 'the exercise of lesson 133', (q) => q.eq('lesson_id', 133), adminOnly),
  // Last: the inactive learner has a paid order, which outlives the account (user_id set null).
  remove('users', "an inactive learner's profile", (q) => q.eq('id', INACTIVE_LEARNER), adminOnly),
];

/**
 * The admin signed in with the password only (aal1, no TOTP verified). Admin power needs aal2
 * (decision 0028), so the database treats this session as a member: its own profile row, the
 * published catalogue, and a refusal for every admin write and admin function. These run before
 * the matrix above, against the untouched seed.
 */
export const ADMIN = '00000000-0000-4000-8000-000000000a01';

export interface Aal1AdminCase {
  what: string;
  /** select: rows seen; writes and functions as in the matrix ('denied' = 42501). */
  op: Op | 'rpc';
  run: (db: Client) => PromiseLike<Result>;
  expect: Expected;
}

/** An RPC answer in the matrix's shape: one row when the function returned, the error otherwise. */
const rpc = (db: Client, fn: string, args: Record<string, unknown> = {}): PromiseLike<Result> =>
  db.rpc(fn, args).then(({ data, error }) => ({ data: error ? null : [data], error }));

export const aal1AdminCases: Aal1AdminCase[] = [
  { what: 'select users: only its own row', op: 'select', run: (db) => db.from('users').select('*'), expect: 1 },
  { what: 'select courses: no draft', op: 'select', run: (db) => db.from('courses').select('*'), expect: 7 },
  { what: 'select lessons of the draft course', op: 'select', run: (db) => db.from('lessons').select('*').eq('course_id', 8), expect: 0 },
  {
    what: 'select enrollments: only its own',
    op: 'select',
    run: (db) => db.from('enrollments').select('*').neq('user_id', ADMIN),
    expect: 0,
  },
  {
    what: 'insert a course',
    op: 'insert',
    run: (db) => db.from('courses').insert({ title: 'คอร์ส aal1', category: 'design', price: 1 }).select(),
    expect: 'denied',
  },
  { what: 'insert an article', op: 'insert', run: (db) => db.from('articles').insert({ title: 'บทความ aal1' }).select(), expect: 'denied' },
  {
    what: 'update the price of course 1',
    op: 'update',
    run: (db) => db.from('courses').update({ price: 1 }).eq('id', 1).select(),
    expect: 'none',
  },
  {
    what: "update the learner's name",
    op: 'update',
    run: (db) => db.from('users').update({ name: 'aal1' }).eq('id', LEARNER).select(),
    expect: 'none',
  },
  {
    what: 'update its own points (guard trigger)',
    op: 'update',
    run: (db) => db.from('users').update({ points: 999 }).eq('id', ADMIN).select(),
    expect: 'denied',
  },
  { what: 'delete the draft article', op: 'delete', run: (db) => db.from('articles').delete().eq('id', 4).select(), expect: 'none' },
  {
    what: "delete an inactive learner's profile",
    op: 'delete',
    run: (db) => db.from('users').delete().eq('id', INACTIVE_LEARNER).select(),
    expect: 'none',
  },
  { what: 'rpc admin_stats', op: 'rpc', run: (db) => rpc(db, 'admin_stats'), expect: 'denied' },
  { what: 'rpc admin_analytics', op: 'rpc', run: (db) => rpc(db, 'admin_analytics'), expect: 'denied' },
  {
    what: 'rpc admin_create_member',
    op: 'rpc',
    expect: 'denied',
    run: (db) =>
      rpc(db, 'admin_create_member', {
        p_email: 'aal1.made@example.com',
        p_password: 'Passw0rd!2026',
        p_name: 'ไม่ควรมี',
        p_level: 1,
        p_role: 'admin',
      }),
  },
  {
    what: 'rpc admin_move_lesson',
    op: 'rpc',
    run: (db) => rpc(db, 'admin_move_lesson', { p_lesson_id: 112, p_offset: -1 }),
    expect: 'denied',
  },
  {
    what: 'rpc admin_move_module',
    op: 'rpc',
    run: (db) => rpc(db, 'admin_move_module', { p_module_id: 12, p_offset: -1 }),
    expect: 'denied',
  },
  {
    what: 'rpc admin_delete_member',
    op: 'rpc',
    run: (db) => rpc(db, 'admin_delete_member', { p_user_id: INACTIVE_LEARNER }),
    expect: 'denied',
  },
  {
    what: 'hide a Q&A post',
    op: 'insert',
    run: (db) => db.from('lesson_post_hides').insert({ question_id: 2 }).select(),
    expect: 'denied',
  },
  {
    what: 'rpc accept_lesson_reply',
    op: 'rpc',
    run: (db) => rpc(db, 'accept_lesson_reply', { p_question_id: 2, p_reply_id: null }),
    expect: 'denied',
  },
  {
    what: 'select Q&A threads of a paid lesson it is not enrolled in',
    op: 'select',
    run: (db) => db.from('lesson_question_threads').select('*').eq('lesson_id', 421),
    expect: 0,
  },
];

/**
 * The avatars bucket (issue 18 item 3): public to read, each active member writes only their
 * own `<uid>/` folder. Storage answers a refusal with statusCode 403, shown here as 'denied';
 * a removal that matched nothing answers an empty list, 'none'. Run after the tables, in order.
 */
// The smallest valid PNG: one transparent pixel.
const PIXEL_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const AVATAR = `${LEARNER}/matrix.png`;

type StorageAnswer = { data: unknown; error: unknown };
const storageResult = ({ data, error }: StorageAnswer): Result => {
  if (error === null) return { data: Array.isArray(data) ? data : [data], error: null };
  const status = typeof error === 'object' && 'statusCode' in error ? String(error.statusCode) : 'unknown';
  return { data: null, error: { code: status === '403' ? '42501' : `storage ${status}` } };
};
const upload = (db: Client, path: string, upsert = false) =>
  db.storage.from('avatars').upload(path, PIXEL_PNG, { contentType: 'image/png', upsert }).then(storageResult);

export const avatarCases: MatrixCase[] = [
  {
    table: 'storage.objects (avatars)',
    op: 'insert',
    what: "a file into the learner's folder",
    run: (db) => upload(db, AVATAR),
    expect: { anon: 'denied', learner: 'allowed', other: 'denied', admin: 'denied' },
  },
  {
    table: 'storage.objects (avatars)',
    op: 'insert',
    what: "a file into somchai's folder",
    run: (db) => upload(db, `${OTHER}/matrix.png`),
    expect: { anon: 'denied', learner: 'denied', other: 'allowed', admin: 'denied' },
  },
  {
    table: 'storage.objects (avatars)',
    op: 'select',
    what: "the public URL of the learner's file",
    run: async (db) => {
      const response = await fetch(db.storage.from('avatars').getPublicUrl(AVATAR).data.publicUrl);
      return { data: response.ok ? [await response.arrayBuffer()] : [], error: null };
    },
    expect: all(1),
  },
  {
    table: 'storage.objects (avatars)',
    op: 'select',
    what: "a listing of the learner's folder",
    run: (db) => db.storage.from('avatars').list(LEARNER).then(storageResult),
    expect: { anon: 0, learner: 1, other: 0, admin: 0 },
  },
  {
    table: 'storage.objects (avatars)',
    op: 'update',
    what: "the learner's file replaced (upsert)",
    run: (db) => upload(db, AVATAR, true),
    expect: { anon: 'denied', learner: 'allowed', other: 'denied', admin: 'denied' },
  },
  {
    table: 'storage.objects (avatars)',
    op: 'delete',
    what: "the learner's file",
    run: (db) => db.storage.from('avatars').remove([AVATAR]).then(storageResult),
    expect: { anon: 'none', learner: 'allowed', other: 'none', admin: 'none' },
  },
];

/**
 * The payment-slips bucket (issue 27): a slip goes only under one's own pending order. The seed's
 * only pending order (13) is suda's, so every actor here is refused; the allowed paths, the quota
 * and the bytes check are in payment-slip-quotas.test.ts.
 */
const slipUpload = (db: Client, path: string) =>
  db.storage.from('payment-slips').upload(path, PIXEL_PNG, { contentType: 'image/png' }).then(storageResult);

export const paymentSlipCases: MatrixCase[] = [
  {
    table: 'storage.objects (payment-slips)',
    op: 'insert',
    what: "a slip under the learner's paid order 1",
    run: (db) => slipUpload(db, `${LEARNER}/1/matrix.png`),
    expect: { ...all('denied'), instructor: 'denied' },
  },
  {
    table: 'storage.objects (payment-slips)',
    op: 'insert',
    what: "a slip under suda's pending order 13, in somchai's folder",
    run: (db) => slipUpload(db, `${OTHER}/13/matrix.png`),
    expect: { ...all('denied'), instructor: 'denied' },
  },
  {
    table: 'storage.objects (payment-slips)',
    op: 'insert',
    what: "a slip under a made-up order in the learner's folder",
    run: (db) => slipUpload(db, `${LEARNER}/424242/matrix.png`),
    expect: all('denied'),
  },
  {
    table: 'storage.objects (payment-slips)',
    op: 'delete',
    what: "a slip under the learner's paid order 1",
    run: (db) =>
      db.storage
        .from('payment-slips')
        .remove([`${LEARNER}/1/matrix.png`])
        .then(storageResult),
    expect: all('none'),
  },
];

// Issue 30: instructors (decision 0053). The instructor here signed in with a password only
// (aal1): they open their own course whole (course 4, not enrolled) but not another's (course 2),
// and nothing of the account management is theirs. 421 is a paid lesson of course 4 (somchai
// enrolled), 212 one of course 2 (nobody of these enrolled).
const rpcRow = (db: Client, fn: string, args: Record<string, unknown> = {}): PromiseLike<Result> =>
  db.rpc(fn, args).then(({ data, error }) => ({ data: error ? null : [data], error }));
const rpcCase = (
  what: string,
  fn: string,
  args: Record<string, unknown>,
  expect: Expectations,
  restore?: MatrixCase['restore'],
): MatrixCase => ({
  table: `rpc ${fn}`,
  op: 'insert',
  what,
  expect,
  run: (db) => rpcRow(db, fn, args),
  ...(restore ? { restore } : {}),
});
const onlyAdmin: Expectations = { anon: 'denied', learner: 'denied', other: 'denied', instructor: 'denied', admin: 'allowed' };

export const instructorCases: MatrixCase[] = [
  rpcCase(
    'paid lesson 421 of the instructor’s own course 4',
    'get_lesson',
    { p_lesson_id: 421 },
    {
      anon: 'denied',
      learner: 'denied',
      other: 'allowed',
      instructor: 'allowed',
      admin: 'allowed',
    },
  ),
  rpcCase(
    'paid lesson 212 of another instructor’s course 2',
    'get_lesson',
    { p_lesson_id: 212 },
    {
      anon: 'denied',
      learner: 'denied',
      other: 'denied',
      instructor: 'denied',
      admin: 'allowed',
    },
  ),
  select('lesson_contents', 'the content of lesson 421 (own course 4)', { anon: 0, learner: 0, other: 1, instructor: 1, admin: 1 }, (q) =>
    q.eq('lesson_id', 421),
  ),
  select('lesson_contents', 'the content of lesson 212 (course 2)', { anon: 0, learner: 0, other: 0, instructor: 0, admin: 1 }, (q) =>
    q.eq('lesson_id', 212),
  ),
  rpcCase('storage quota of own course 4', 'course_media_quota', { p_course_id: 4 }, { ...onlyAdmin, instructor: 'allowed' }),
  rpcCase('storage quota of course 2', 'course_media_quota', { p_course_id: 2 }, onlyAdmin),
  select('instructor_invites', 'all rows (none in the seed)', { ...all(0), instructor: 0 }),
  select('instructor_storage_quotas', 'all rows (none in the seed)', { ...all(0), instructor: 0 }),
  rpcCase(
    'invite an instructor for profile 2',
    'admin_invite_instructor',
    { p_instructor_id: 2, p_email: 'new.teacher@example.com' },
    onlyAdmin,
    (service) => service.from('instructor_invites').delete().eq('instructor_id', 2).select(),
  ),
  rpcCase('link somchai to profile 2', 'admin_link_instructor', { p_instructor_id: 2, p_user_id: OTHER }, onlyAdmin, (service) =>
    service.from('instructors').update({ user_id: null }).eq('id', 2).select(),
  ),
  rpcCase('unlink the account of profile 1', 'admin_unlink_instructor', { p_instructor_id: 1 }, onlyAdmin, (service) =>
    service.from('instructors').update({ user_id: INSTRUCTOR }).eq('id', 1).select(),
  ),
];

/**
 * Helpers of checks, defaults and triggers (decision 0042). Those only security-definer code needs
 * are nobody's to call; the ones a check constraint or a storage policy runs as the caller keep the
 * grant and refuse oversized input (22023) — the paths through them are the rows above (an article
 * inserted without a slug, exercise tests, a javascript: website) and below, at and past the bound.
 */
const privateHelper = (fn: string, args: Record<string, unknown>): MatrixCase => ({
  table: `rpc ${fn}`,
  op: 'select',
  what: 'called directly',
  run: (db) => rpc(db, fn, args),
  expect: { ...all('denied'), instructor: 'denied' },
});
const WEBSITE_AT_BOUND = `https://example.com/${'a'.repeat(2048 - 'https://example.com/'.length)}`;

export const helperCases: MatrixCase[] = [
  privateHelper('slugify', { p_text: 'Hello' }),
  privateHelper('default_article_slug', { p_title: 'Hello', p_id: 1 }),
  privateHelper('html_escape', { p_text: '<b>' }),
  privateHelper('email_kind_label', { p_kind: 'receipt' }),
  privateHelper('level_from_metadata', { p_meta: { level: 'advanced' } }),
  privateHelper('normalize_quiz_answer', { p_text: ' Git  Merge ' }),
  privateHelper('thai_id_is_valid', { p_id: '1101700203451' }),
  {
    ...update(
      'users',
      "the learner's website at 2048 characters (is_web_url's bound)",
      { website: WEBSITE_AT_BOUND },
      (q) => q.eq('id', LEARNER),
      {
        anon: 'none',
        learner: 'allowed',
        other: 'none',
        admin: 'allowed',
      },
    ),
    restore: (service) => service.from('users').update({ website: null }).eq('id', LEARNER).select(),
  },
  // Past the bound the column's own length check answers first (23514: PostgreSQL runs a table's
  // checks in name order, users_website_check before users_website_is_web_url), as before.
  update('users', "the learner's website at 2049 characters", { website: `${WEBSITE_AT_BOUND}a` }, (q) => q.eq('id', LEARNER), {
    anon: 'none',
    learner: 'invalid',
    other: 'none',
    admin: 'invalid',
  }),
  update('users', "the learner's avatar URL at 2049 characters", { avatar_url: `${WEBSITE_AT_BOUND}a` }, (q) => q.eq('id', LEARNER), {
    anon: 'none',
    learner: 'invalid',
    other: 'none',
    admin: 'invalid',
  }),
  update(
    'lesson_exercises',
    'the tests of lesson 223 past 131072 bytes',
    { tests: [{ name: 'ใหญ่', code: 'x'.repeat(140_000) }] },
    (q) => q.eq('lesson_id', 223),
    { anon: 'none', learner: 'none', other: 'none', admin: 'error 22023' },
  ),
];
