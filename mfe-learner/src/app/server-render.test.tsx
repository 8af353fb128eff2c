// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutText } from '../config/checkout-messages.ts';
import { lessonText } from '../config/lesson-messages.ts';
import { learnerTh } from '../config/messages.ts';
import { render } from './server-render.tsx';

/**
 * A checkout and the profile rendered by the server for their member (decision 0076), against a PostgREST in
 * miniature that answers as the real one does: a token it did not sign is a 401, RLS gives each member their own
 * rows (enrolments, orders), and the catalogue is everybody's.
 */
const jwt = (sub: string) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ sub, role: 'authenticated' })).toString('base64url')}.c2ln`;
const ANN = '00000000-0000-4000-8000-00000000a001';
const BEN = '00000000-0000-4000-8000-00000000b002';
const backend = { supabaseUrl: 'http://backend.test', supabaseAnonKey: 'anon-key' };

/** Course 2 costs 1,290 and nobody owns it; Ann owns 3 and has an order open on 4; 5 is free; 99 is not published. */
const COURSES: Record<number, { title: string; price: number }> = {
  2: { title: 'Python พื้นฐาน', price: 1290 },
  3: { title: 'SQL ฉบับใช้งาน', price: 990 },
  4: { title: 'React จริงจัง', price: 1990 },
  5: { title: 'Git ฟรี', price: 0 },
};
const MEMBERS: Record<string, { id: string; name: string; owns: number[]; openOrderOn: number[] }> = {
  [jwt(ANN)]: { id: ANN, name: 'แอน', owns: [3], openOrderOn: [4] },
  [jwt(BEN)]: { id: BEN, name: 'เบน', owns: [], openOrderOn: [] },
};
const ORDER_ID = 41;

/** Course 3's lessons: Ann has completed 30; 31 is a video with text; 32 a quiz. */
const LESSONS: Record<
  number,
  { id: number; course_id: number; title: string; type: string; duration_minutes: number; video_url: string | null; body: string }
> = {
  30: { id: 30, course_id: 3, title: 'แนะนำ', type: 'document', duration_minutes: 5, video_url: null, body: 'ยินดีต้อนรับ' },
  31: {
    id: 31,
    course_id: 3,
    title: 'SELECT เบื้องต้น',
    type: 'video',
    duration_minutes: 5,
    video_url: '/media/select.mp4',
    body: '# SELECT เบื้องต้น\n\nใช้ **SELECT** เพื่ออ่านแถว',
  },
  32: { id: 32, course_id: 3, title: 'แบบทดสอบ SELECT', type: 'quiz', duration_minutes: 5, video_url: null, body: '' },
};
const QUESTION = {
  id: 7,
  lesson_id: 31,
  course_id: 3,
  user_id: ANN,
  author_name: 'แอน',
  author_avatar_url: null,
  author_deleted: false,
  author_role: 'learner',
  status: 'visible',
  title: 'WHERE ใช้ยังไง',
  body: 'สงสัยครับ',
  accepted_reply_id: null,
  reply_count: 0,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};

let paths: string[] = [];

beforeEach(() => {
  paths = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const bearer = new Headers(init?.headers).get('Authorization')?.replace('Bearer ', '') ?? '';
    const json = (body: unknown, status = 200) =>
      Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
    const member = MEMBERS[bearer];
    if (!member) return json({ code: 'PGRST301', message: 'JWSError JWSInvalidSignature' }, 401);
    paths.push(url.pathname);
    const eq = (name: string) => Number(url.searchParams.get(name)?.replace('eq.', ''));
    // supabase-js sends an RPC's arguments as a JSON string.
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    switch (url.pathname) {
      case '/rest/v1/users':
        return json(
          url.searchParams.get('id') === `eq.${member.id}`
            ? [{ id: member.id, name: member.name, role: 'user', status: 'active', level: 1, points: 120, email: 'm@example.com' }]
            : [],
        );
      case '/rest/v1/course_catalog': {
        const course = COURSES[eq('id')];
        if (!course) return json([]);
        // The checkout reads the price, a lesson's page the course's name.
        return json([
          url.searchParams.get('select')?.includes('title')
            ? { id: eq('id'), title: course.title }
            : { price: course.price, image_url: null },
        ]);
      }
      case '/rest/v1/my_course_progress': {
        const courseId = url.searchParams.get('course_id');
        // The enrolment (one course), or the member's courses (the profile's figures: none here).
        return json(courseId && member.owns.includes(eq('course_id')) ? [{ course_id: eq('course_id'), progress_percent: 50 }] : []);
      }
      case '/rest/v1/orders': {
        const courseId = eq('course_id');
        return json(
          member.openOrderOn.includes(courseId)
            ? [
                {
                  id: ORDER_ID,
                  order_number: 'ORD-0041',
                  course_id: courseId,
                  status: 'pending',
                  total: 1990,
                  expires_at: '2099-01-01T00:00:00Z',
                },
              ]
            : [],
        );
      }
      case '/rest/v1/rpc/checkout_quote': {
        const courseId = Number(body.p_course_id);
        const course = COURSES[courseId];
        if (!course) return json({ code: 'P0001', message: 'course_not_found' }, 400);
        return json({
          course_id: courseId,
          course_title: course.title,
          subtotal: course.price,
          discount: 0,
          total: course.price,
          coupon_code: null,
        });
      }
      case '/rest/v1/rpc/get_order':
        return json({
          id: ORDER_ID,
          order_number: 'ORD-0041',
          course_id: 4,
          status: 'pending',
          subtotal: 1990,
          discount: 0,
          total: 1990,
          coupon_code: null,
          expires_at: '2099-01-01T00:00:00Z',
          paid_at: null,
          paid_via: null,
          payment_method: null,
          latest_slip: null,
          course_title: COURSES[4]?.title,
          course_image_url: null,
          promptpay_id: '0812345678',
          school_name: 'RianCode',
          seconds_left: 600,
          receipt_number: null,
        });
      case '/rest/v1/certificates':
        return json([]);
      case '/rest/v1/rpc/get_lesson': {
        const lesson = LESSONS[Number(body.p_lesson_id)];
        if (!lesson || !member.owns.includes(lesson.course_id)) return json({ code: '42501', message: 'lesson_locked' }, 403);
        return json(lesson);
      }
      case '/rest/v1/course_modules':
        return json([
          {
            id: 1,
            title: 'พื้นฐาน',
            position: 1,
            lessons: Object.values(LESSONS).map(({ id, title, type }, index) => ({
              id,
              title,
              type,
              duration_minutes: 5,
              is_preview: false,
              position: index + 1,
            })),
          },
        ]);
      case '/rest/v1/lesson_progress':
        return json([{ lesson_id: 30 }]);
      case '/rest/v1/rpc/is_instructor_of':
        return json(false);
      case '/rest/v1/rpc/lesson_qa_permissions':
        return json({ can_read: true, can_post: true, can_accept: false, can_hide: false });
      case '/rest/v1/lesson_question_threads':
        return json([QUESTION]);
      case '/rest/v1/lesson_watch_positions':
        return json([{ position_seconds: 42, duration_seconds: 300, played_ranges: [[0, 42]] }]);
      default:
        return json([]);
    }
  });
});
afterEach(() => vi.unstubAllGlobals());

const asAnn = (url: string) => render({ url, backend, accessToken: jwt(ANN) });
/** The page's dehydrated answers, as the JSON the page carries them in. */
const answersOf = (page: Awaited<ReturnType<typeof render>>) => JSON.stringify(page?.queryState ?? null);

describe('the server’s render of /checkout/:courseId', () => {
  it('draws the summary with the price the database quotes, for that member, waiting for the first press', async () => {
    const page = await asAnn('/checkout/2');
    expect(page?.renderedFor).toBe(ANN);
    expect(page?.html).toContain(checkoutText.title);
    expect(page?.html).toContain('Python พื้นฐาน');
    expect(page?.html).toContain(checkoutText.pay);
    // The coupon field and the pay button wait for the app: disabled, and named to the paint-first gate.
    expect(page?.html).toMatch(/<fieldset[^>]*disabled=""[^>]*data-app-control="coupon-form"/);
    expect(page?.html).toMatch(/<button[^>]*disabled=""[^>]*data-app-control="checkout-pay"/);
    expect(page?.worksBeforeApp).toBe(true);
    for (const key of [
      ['checkout', 'course', 2],
      ['checkout', 'open-order', 2, ANN],
      ['checkout', 'quote', 2],
    ]) {
      expect(answersOf(page)).toContain(`"queryKey":${JSON.stringify(key)}`);
    }
  });

  it('says an owned course is owned, and a free one free, as the live page does', async () => {
    const owned = await asAnn('/checkout/3');
    expect(owned?.html).toContain(checkoutText.owned);
    expect(owned?.html).not.toContain(checkoutText.pay);
    expect(owned?.worksBeforeApp).toBe(true);
    expect(paths).not.toContain('/rest/v1/rpc/checkout_quote');
    expect((await asAnn('/checkout/5'))?.html).toContain(checkoutText.free);
  });

  it('says a course that is not published, or an id that is not one, was not found', async () => {
    const missing = await asAnn('/checkout/99');
    expect(missing?.html).toContain(lessonText.page.courseNotFound);
    expect(answersOf(missing)).not.toContain('"open-order"');
    paths = [];
    const notAnId = await asAnn('/checkout/abc');
    expect(notAnId?.html).toContain(lessonText.page.courseNotFound);
    expect(paths).toEqual(['/rest/v1/users']);
  });

  it('leaves the member’s open order to the browser: its clock and payment forms need the app', async () => {
    expect(await asAnn('/checkout/4')).toBeNull();
    expect(paths).not.toContain('/rest/v1/rpc/get_order');
  });

  it('draws another member’s checkout from their own rows, and nothing without a token the backend takes', async () => {
    const ben = await render({ url: '/checkout/4', backend, accessToken: jwt(BEN) });
    expect(ben?.renderedFor).toBe(BEN);
    expect(ben?.html).not.toContain('ORD-0041');
    expect(ben?.html).toContain(checkoutText.pay);
    expect(await render({ url: '/checkout/2', backend })).toBeNull();
    expect(await render({ url: '/checkout/2', backend, accessToken: jwt('someone-forged') })).toBeNull();
  });
});

describe('the server’s render of /profile', () => {
  it('draws the member’s header and personal information, its other tabs and edit button waiting for the app', async () => {
    const page = await asAnn('/profile');
    expect(page?.renderedFor).toBe(ANN);
    expect(page?.html).toContain('data-testid="profile-name">แอน<');
    expect(page?.html).toMatch(/<button[^>]*disabled=""[^>]*data-app-control="profile-edit"[^>]*>.*แก้ไขข้อมูล/);
    expect(page?.html).toMatch(/<button[^>]*data-app-control="profile-tab-settings"/);
    expect(page?.html).not.toMatch(/data-app-control="profile-tab-info"/);
    expect(page?.html).toContain(learnerTh.profile.edit);
    expect(page?.worksBeforeApp).toBe(true);
  });

  it('draws the courses tab but starts its app at once; not the tabs whose reads it does not make', async () => {
    const courses = await asAnn('/profile?tab=courses');
    expect(courses?.renderedFor).toBe(ANN);
    expect(courses?.worksBeforeApp).toBe(false);
    for (const tab of ['settings', 'wishlist', 'orders']) expect(await asAnn(`/profile?tab=${tab}`)).toBeNull();
  });

  it('is nobody’s page without a token the backend takes', async () => {
    expect(await render({ url: '/profile', backend })).toBeNull();
    expect(await render({ url: '/profile', backend, accessToken: jwt('someone-forged') })).toBeNull();
    expect((await render({ url: '/profile', backend, accessToken: jwt(BEN) }))?.html).toContain('data-testid="profile-name">เบน<');
  });
});

describe('the server’s render of a lesson', () => {
  it('draws the lesson whole for its member (text, video, ticks, Q&A), its controls waiting for the app', async () => {
    const page = await asAnn('/course/3/lesson/31');
    expect(page?.renderedFor).toBe(ANN);
    const html = page?.html ?? '';
    expect(html).toMatch(/<h1[^>]*>SQL ฉบับใช้งาน<\/h1>/);
    expect(html).toContain('data-testid="lesson-title">SELECT เบื้องต้น<');
    // The text through the Markdown renderer, its repeated title dropped.
    expect(html).toMatch(/<strong[^>]*>SELECT<\/strong>/);
    // So is every post's: nothing the render waited for was left to the browser.
    expect(html).toMatch(/<p[^>]*>สงสัยครับ<\/p>/);
    expect(html).not.toContain('Switched to client rendering');
    // The browser's own player plays before the app; its shortcuts and the toolbar wait for it.
    // It starts at the member's saved place, and says so, as the live player does.
    expect(html).toMatch(/<video[^>]*id="lesson-video-31"[^>]*src="\/media\/select.mp4#t=42"/);
    expect(html).toContain('เล่นต่อจาก 0:42');
    // Nothing of it is downloaded before the member plays: the page's style sheet and fonts have the bandwidth.
    expect(html).toMatch(/<video[^>]*preload="none"/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-app-control="video-start-over-31"/);
    expect(html).toMatch(/id="video-player-31" data-app-keys="space k j l arrowleft arrowright m f c"/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-app-control="lesson-complete"/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-app-control="qa-ask"/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-app-control="qa-question-7-edit"/);
    expect(html).toMatch(/<fieldset[^>]*disabled=""[^>]*data-app-control="qa-reply-7"/);
    expect(html).toContain('id="qa-reply-7-body"');
    expect(html).toContain('WHERE ใช้ยังไง');
    expect(page?.worksBeforeApp).toBe(true);
    // The member's ticks travel as ids (a Set would arrive as {}).
    const answers = JSON.parse(answersOf(page)) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    const ticks = answers.queries.find(({ queryKey }) => queryKey[0] === 'lesson-progress');
    expect(ticks?.queryKey).toEqual(['lesson-progress', 3, ANN]);
    expect(ticks?.state.data).toEqual([30]);
  });

  it('starts a quiz’s app at once, and leaves a lesson the member may not open to the browser', async () => {
    const quiz = await asAnn('/course/3/lesson/32');
    expect(quiz?.renderedFor).toBe(ANN);
    expect(quiz?.worksBeforeApp).toBe(false);
    // Not enrolled in course 2: get_lesson refuses, and the browser shows its own locked card.
    expect(await render({ url: '/course/3/lesson/31', backend, accessToken: jwt(BEN) })).toBeNull();
  });
});
