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
        return json(course ? [{ price: course.price, image_url: null }] : []);
      }
      case '/rest/v1/my_course_progress': {
        const courseId = url.searchParams.get('course_id');
        // The enrolment (one course), or the member's courses (the profile's figures: none here).
        return json(courseId && member.owns.includes(eq('course_id')) ? [{ course_id: eq('course_id') }] : []);
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
