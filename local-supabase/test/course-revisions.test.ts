import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient, verifyAdminFactor } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Course authoring for instructors (issue 30, decision 0055) through unmodified supabase-js: an
// instructor edits a revision, never the live course; an admin's approval applies it in one
// transaction keeping lesson ids; a return leaves the live course as it was. The seed's
// instructor@riancode.dev is instructor 1 (courses 1 and 4); course 2 belongs to instructor 2.

interface Lesson {
  id: number | null;
  title: string;
  type: string;
  duration_minutes: number;
  is_preview: boolean;
  video_url: string | null;
  body: string;
  quiz: unknown;
  exercise: unknown;
}
interface Module {
  id: number | null;
  title: string;
  lessons: Lesson[];
}
interface CourseDocument {
  title: string;
  modules: Module[];
  [key: string]: unknown;
}
interface StudioCourse {
  course_status: string;
  revision: { id: number; status: string; review_note: string | null } | null;
  document: CourseDocument;
  live: CourseDocument;
}

const INSTRUCTOR_EMAIL = 'instructor@riancode.dev';
const LEARNER_ID = '00000000-0000-4000-8000-000000000b01';

let server: TestServer;
let admin: SupabaseClient;
let instructor: SupabaseClient;
let instructorAal1: SupabaseClient;
let learner: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  service = serviceClient(server);
  admin = await signedInClient(server, 'admin');
  learner = await signedInClient(server, 'learner');
  instructorAal1 = await signedInClient(server, 'instructor');
  instructor = await signedInClient(server, 'instructor');
  await verifyAdminFactor(server, instructor, INSTRUCTOR_EMAIL);
}, 120_000);

afterAll(async () => {
  await server.stop();
});

/** A function's answer, its data left unknown for the test to narrow. */
async function call(db: SupabaseClient, fn: string, args: Record<string, unknown> = {}): Promise<{ data: unknown; error: unknown }> {
  const answer: { data: unknown; error: unknown } = await db.rpc(fn, args);
  return answer;
}

async function studioCourse(courseId: number): Promise<StudioCourse> {
  const { data, error } = await call(instructor, 'studio_get_course', { p_course_id: courseId });
  expect(error).toBeNull();
  return data as StudioCourse;
}

async function approve(courseId: number): Promise<void> {
  const { revision } = await studioCourse(courseId);
  const { error } = await admin.rpc('admin_approve_course_revision', { p_revision_id: revision?.id });
  expect(error).toBeNull();
}

const quizLesson = (title: string): Lesson => ({
  id: null,
  title,
  type: 'quiz',
  duration_minutes: 5,
  is_preview: false,
  video_url: null,
  body: '',
  exercise: null,
  quiz: {
    pass_percent: 60,
    max_attempts: null,
    questions: [
      {
        kind: 'single',
        prompt: 'print() ทำอะไร',
        explanation: 'แสดงผลออกทางหน้าจอ',
        choices: [
          { label: 'แสดงผล', is_correct: true },
          { label: 'ลบไฟล์', is_correct: false },
        ],
        answers: [],
      },
    ],
  },
});

describe('a brand-new course', () => {
  let courseId: number;

  it('needs an instructor at aal2 to be created', async () => {
    const aal1 = await instructorAal1.rpc('studio_create_course', { p_title: 'คอร์สใหม่', p_category: 'programming' });
    expect(aal1.error?.code).toBe('42501');
    const asLearner = await learner.rpc('studio_create_course', { p_title: 'คอร์สใหม่', p_category: 'programming' });
    expect(asLearner.error?.code).toBe('42501');
    const bad = await instructor.rpc('studio_create_course', { p_title: '  ', p_category: 'programming' });
    expect(bad.error).toMatchObject({ code: 'P0001', message: 'title_invalid' });
  });

  it('is live but unpublished and free until an admin approves it', async () => {
    const created = await instructor.rpc('studio_create_course', { p_title: 'Python กับข้อมูล', p_category: 'data-science' });
    expect(created.error).toBeNull();
    courseId = created.data as number;
    const { data: row } = await service.from('courses').select('status, price, instructor_id').eq('id', courseId).single();
    expect(row).toEqual({ status: 'draft', price: 0, instructor_id: 1 });
    const seen = await anonClient(server).from('courses').select('id').eq('id', courseId);
    expect(seen.data).toEqual([]);

    const course = await studioCourse(courseId);
    expect(course.revision?.status).toBe('draft');
    const document: CourseDocument = {
      ...course.document,
      description: 'วิเคราะห์ข้อมูลด้วย pandas',
      modules: [{ id: null, title: 'เริ่มต้น', lessons: [quizLesson('แบบทดสอบท้ายบท')] }],
    };
    const wrongQuiz = structuredClone(document);
    const quiz = wrongQuiz.modules[0]?.lessons[0]?.quiz as { questions: { choices: { is_correct: boolean }[] }[] };
    quiz.questions.forEach((q) => q.choices.forEach((c) => (c.is_correct = true)));
    const refused = await instructor.rpc('studio_save_course', { p_course_id: courseId, p_document: wrongQuiz });
    expect(refused.error).toMatchObject({ code: 'P0001', message: 'quiz_invalid_question' });

    // Never published: written live at once (its lesson gets an id for uploads), seen by nobody else.
    const saved = await call(instructor, 'studio_save_course', { p_course_id: courseId, p_document: document });
    expect(saved.error).toBeNull();
    const savedLesson = (saved.data as { document: CourseDocument }).document.modules[0]?.lessons[0];
    expect(savedLesson?.id).toEqual(expect.any(Number));
    expect((await learner.from('lessons').select('id').eq('course_id', courseId)).data).toEqual([]);
    expect((await anonClient(server).from('course_modules').select('id').eq('course_id', courseId)).data).toEqual([]);
    const submitted = await instructor.rpc('studio_submit_course', { p_course_id: courseId });
    expect(submitted.error).toBeNull();

    // Frozen while an admin looks at it.
    const again = await instructor.rpc('studio_save_course', { p_course_id: courseId, p_document: document });
    expect(again.error).toMatchObject({ code: 'P0001', message: 'revision_in_review' });
    const { count: submittedMails } = await service
      .from('email_outbox')
      .select('*', { count: 'exact', head: true })
      .eq('kind', 'course_submitted');
    expect(submittedMails).toBeGreaterThan(0);
    const queue = await admin.rpc('admin_list_course_revisions');
    expect((queue.data as { course_id: number }[]).map((r) => r.course_id)).toContain(courseId);

    await approve(courseId);
    const { data: live } = await anonClient(server).from('courses').select('status, price').eq('id', courseId).single();
    expect(live).toEqual({ status: 'published', price: 0 });
    const { data: lessons } = await service.from('lessons').select('id, type').eq('course_id', courseId);
    expect(lessons).toHaveLength(1);
    const lessonId = (lessons as { id: number }[])[0]?.id;
    const { data: questions } = await service.from('quiz_questions').select('prompt').eq('lesson_id', lessonId);
    expect(questions).toEqual([{ prompt: 'print() ทำอะไร' }]);
    expect((await studioCourse(courseId)).revision).toBeNull();
  });
});

describe('changing a published course', () => {
  it('keeps the live course until approval, and approval keeps the lesson ids learners hang on', async () => {
    const before = await studioCourse(1);
    const liveTitle = before.live.title;
    const firstModule = before.document.modules[0];
    if (!firstModule) throw new Error('course 1 has no module in the seed');
    const lessonIds = before.document.modules.flatMap((m) => m.lessons.map((l) => l.id));
    const { count: progressBefore } = await service
      .from('lesson_progress')
      .select('*', { count: 'exact', head: true })
      .eq('user_id', LEARNER_ID)
      .eq('course_id', 1);
    expect(progressBefore).toBeGreaterThan(0);

    // Reversed lessons in the first module, a new title; price and status smuggled in are ignored.
    const edited: CourseDocument = {
      ...before.document,
      title: 'พื้นฐาน Python ฉบับปรับปรุง',
      price: 1,
      status: 'draft',
      modules: [{ ...firstModule, lessons: [...firstModule.lessons].reverse() }, ...before.document.modules.slice(1)],
    };
    expect((await instructor.rpc('studio_save_course', { p_course_id: 1, p_document: edited })).error).toBeNull();
    expect((await instructor.rpc('studio_submit_course', { p_course_id: 1 })).error).toBeNull();

    const { data: meanwhile } = await learner.from('courses').select('title, status, price').eq('id', 1).single();
    expect(meanwhile).toEqual({ title: liveTitle, status: 'published', price: 1790 });

    // Returned: a note, the live course untouched; editing again makes it a draft.
    const revisionId = (await studioCourse(1)).revision?.id;
    const noNote = await admin.rpc('admin_return_course_revision', { p_revision_id: revisionId, p_note: ' ' });
    expect(noNote.error).toMatchObject({ code: 'P0001', message: 'review_note_invalid' });
    const returned = await admin.rpc('admin_return_course_revision', { p_revision_id: revisionId, p_note: 'กรุณาเพิ่มคำอธิบายบทแรก' });
    expect(returned.error).toBeNull();
    // The instructor is told by e-mail, with the note (studio-media's course_returned mail).
    const { data: mails } = await service
      .from('email_outbox')
      .select('kind, body_text')
      .eq('user_id', '00000000-0000-4000-8000-000000000c01')
      .eq('kind', 'course_returned');
    expect((mails as { body_text: string }[]).some((m) => m.body_text.includes('กรุณาเพิ่มคำอธิบายบทแรก'))).toBe(true);
    const afterReturn = await studioCourse(1);
    expect(afterReturn.revision).toMatchObject({ status: 'returned', review_note: 'กรุณาเพิ่มคำอธิบายบทแรก' });
    expect(afterReturn.live.title).toBe(liveTitle);
    const notSubmitted = await admin.rpc('admin_approve_course_revision', { p_revision_id: revisionId });
    expect(notSubmitted.error).toMatchObject({ code: 'P0001', message: 'revision_not_submitted' });

    expect((await instructor.rpc('studio_save_course', { p_course_id: 1, p_document: edited })).error).toBeNull();
    expect((await studioCourse(1)).revision?.status).toBe('draft');
    expect((await instructor.rpc('studio_submit_course', { p_course_id: 1 })).error).toBeNull();
    await approve(1);

    const after = await studioCourse(1);
    expect(after.live.title).toBe('พื้นฐาน Python ฉบับปรับปรุง');
    expect(after.live.modules[0]?.lessons.map((l) => l.id)).toEqual([...firstModule.lessons].reverse().map((l) => l.id));
    expect(after.live.modules.flatMap((m) => m.lessons.map((l) => l.id)).sort()).toEqual([...lessonIds].sort());
    const { data: money } = await service.from('courses').select('price, status').eq('id', 1).single();
    expect(money).toEqual({ price: 1790, status: 'published' });
    const { count: progressAfter } = await service
      .from('lesson_progress')
      .select('*', { count: 'exact', head: true })
      .eq('user_id', LEARNER_ID)
      .eq('course_id', 1);
    expect(progressAfter).toBe(progressBefore);
  });
});

describe('what an instructor may not do', () => {
  it('cannot publish, approve, set a price or write the live tables', async () => {
    const approveOwn = await instructor.rpc('admin_approve_course_revision', { p_revision_id: 1 });
    expect(approveOwn.error?.code).toBe('42501');
    const price = await instructor.from('courses').update({ price: 1 }).eq('id', 4).select();
    expect(price.data ?? []).toEqual([]);
    const lesson = await instructor.from('lessons').update({ title: 'x' }).eq('course_id', 4).select();
    expect(lesson.data ?? []).toEqual([]);
    const revision = await instructor.from('course_revisions').insert({ course_id: 4, document: {} }).select();
    expect(revision.error?.code).toBe('42501');
  });

  it("is refused another instructor's course, and a document naming another course's lesson", async () => {
    expect((await instructor.rpc('studio_get_course', { p_course_id: 2 })).error?.code).toBe('42501');
    const { data: live } = await call(admin, 'studio_get_course', { p_course_id: 2 });
    const other = (live as StudioCourse).live;
    expect((await instructor.rpc('studio_save_course', { p_course_id: 2, p_document: other })).error?.code).toBe('42501');
    expect((await instructor.rpc('studio_course_students', { p_course_id: 2 })).error?.code).toBe('42501');

    const own = await studioCourse(4);
    const stolen = other.modules[0]?.lessons[0];
    if (!stolen) throw new Error('course 2 has no lesson in the seed');
    const withStolen: CourseDocument = {
      ...own.document,
      modules: [{ id: null, title: 'บทใหม่', lessons: [stolen] }],
    };
    const refused = await instructor.rpc('studio_save_course', { p_course_id: 4, p_document: withStolen });
    expect(refused.error).toMatchObject({ code: 'P0001', message: 'lesson_not_in_course' });
    const aal1 = await instructorAal1.rpc('studio_save_course', { p_course_id: 4, p_document: own.document });
    expect(aal1.error).toMatchObject({ code: '42501', message: 'studio_needs_aal2' });
  });
});

describe('the studio figures', () => {
  it("lists only the instructor's courses, and income is VAT-exclusive from paid orders", async () => {
    const { data: courses } = await call(instructor, 'studio_my_courses');
    const ids = (courses as { id: number }[]).map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([1, 4]));
    const { data: owned } = await service.from('courses').select('id').eq('instructor_id', 1);
    expect(ids.sort()).toEqual((owned as { id: number }[]).map((c) => c.id).sort());
    expect((await learner.rpc('studio_my_courses')).data).toEqual([]);

    const { data: income, error } = await call(instructor, 'studio_income_by_month', { p_months: 120 });
    expect(error).toBeNull();
    const { data: paid } = await service.from('orders').select('total, course_id').eq('status', 'paid').in('course_id', ids);
    // numeric comes over the wire as a JSON number; VAT is round(total × 7/107, 2) as on the receipts.
    const expected = (paid as { total: number }[]).reduce((sum, o) => sum + (o.total - Math.round((o.total * 700) / 107) / 100), 0);
    const got = (income as { net: number }[]).reduce((sum, r) => sum + r.net, 0);
    expect(got).toBeCloseTo(expected, 2);
    expect((await instructor.rpc('studio_income_by_month', { p_months: 0 })).error?.message).toBe('months_invalid');

    const { data: students } = await call(instructor, 'studio_course_students', { p_course_id: 1 });
    expect((students as unknown[]).length).toBeGreaterThan(0);
    expect(Object.keys((students as Record<string, unknown>[])[0] ?? {})).not.toContain('email');
  });
});
