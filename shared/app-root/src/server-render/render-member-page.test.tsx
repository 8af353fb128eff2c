// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Route, Routes } from '@shared/platform/router';
import { useAuth } from '@shared/platform/auth/react';
import { getSupabase } from '@shared/platform/supabase';
import { remotePageRenderer } from './render-remote-page.tsx';

/**
 * A member's page rendered from the request's access token (decision 0070), against a PostgREST in miniature
 * that answers as the real one does: a token it did not sign is a 401, and RLS gives each member their rows.
 */
const jwt = (sub: string) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ sub, role: 'authenticated' })).toString('base64url')}.c2ln`;
const ANON = 'anon-key';
const members = {
  [jwt('u-ann')]: { id: 'u-ann', name: 'แอน', role: 'user', status: 'active', courses: ['Python พื้นฐาน'] },
  [jwt('u-ben')]: { id: 'u-ben', name: 'เบน', role: 'user', status: 'active', courses: ['Git ฟรี'] },
  [jwt('u-off')]: { id: 'u-off', name: 'ปิด', role: 'user', status: 'inactive', courses: [] },
  [jwt('u-adm')]: { id: 'u-adm', name: 'แอดมิน', role: 'admin', status: 'active', courses: [] },
} as const;
const backend = { supabaseUrl: 'http://backend.test', supabaseAnonKey: ANON };

/** Every bearer the backend was sent, and (when a test asks) a gate that holds the first course read until released. */
let bearers: string[] = [];
let holdFirstCourseRead = false;
let releaseFirstCourses: (() => void) | null = null;
let secondCoursesArrived: Promise<void> = Promise.resolve();

beforeEach(() => {
  bearers = [];
  holdFirstCourseRead = false;
  let arrived = () => {};
  secondCoursesArrived = new Promise((resolve) => (arrived = resolve));
  let courseReads = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const bearer = new Headers(init?.headers).get('Authorization')?.replace('Bearer ', '') ?? '';
    bearers.push(bearer);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (bearer === ANON) return json([]);
    const member = members[bearer as keyof typeof members];
    if (!member) return json({ code: 'PGRST301', message: 'JWSError JWSInvalidSignature' }, 401);
    if (url.pathname === '/rest/v1/users') {
      // RLS: a member sees their own row (an inactive one, none at all).
      const own = url.searchParams.get('id') === `eq.${member.id}` && member.status === 'active';
      return json(
        own ? [{ id: member.id, name: member.name, role: member.role, status: member.status, level: 1, email: 'm@example.com' }] : [],
      );
    }
    courseReads += 1;
    if (courseReads === 1 && holdFirstCourseRead) await new Promise<void>((resolve) => (releaseFirstCourses = resolve));
    else arrived();
    return json(member.courses.map((title) => ({ title })));
  });
});
afterEach(() => vi.unstubAllGlobals());

const myCourses = (userId: string) =>
  queryOptions({
    queryKey: ['my-courses', userId],
    queryFn: async () => {
      const { data, error } = await getSupabase().from('course_catalog').select('title');
      if (error) throw error;
      return data;
    },
  });

function Dashboard() {
  const { profile } = useAuth();
  const courses = useQuery({ ...myCourses(profile?.id ?? ''), enabled: profile !== null });
  return (
    <main>
      <h1>{`สวัสดี ${profile?.name ?? 'ผู้มาเยือน'}`}</h1>
      <ul>
        {courses.data?.map(({ title }) => (
          <li key={String(title)}>{String(title)}</li>
        ))}
      </ul>
    </main>
  );
}

const render = remotePageRenderer(
  () => (
    <Routes>
      <Route path="/dashboard" element={<Dashboard />} />
      <Route path="/admin" element={<Dashboard />} />
      <Route path="/courses" element={<Dashboard />} />
    </Routes>
  ),
  [
    { path: '/dashboard', member: {}, prefetch: ({ member, queryClient }) => queryClient.query(myCourses(member?.id ?? '')) },
    { path: '/admin', member: { roles: ['admin'] } },
    { path: '/courses' },
  ],
);
describe('remotePageRenderer, a member’s page', () => {
  it('renders the member’s own page with the data read with their token, and says whose it is', async () => {
    const page = await render({ url: '/dashboard', backend, accessToken: jwt('u-ann') });
    expect(page?.html).toContain('สวัสดี แอน');
    expect(page?.html).toContain('<li>Python พื้นฐาน</li>');
    expect(page?.renderedFor).toBe('u-ann');
    expect(JSON.stringify(page?.queryState)).toContain('"queryKey":["my-courses","u-ann"]');
    expect(bearers.every((bearer) => bearer === jwt('u-ann'))).toBe(true);
    expect(`${page?.html} ${JSON.stringify(page?.queryState)}`).not.toContain(jwt('u-ann'));
  });

  it('keeps two members’ renders apart while both are reading', async () => {
    holdFirstCourseRead = true;
    const ann = render({ url: '/dashboard', backend, accessToken: jwt('u-ann') });
    const ben = render({ url: '/dashboard', backend, accessToken: jwt('u-ben') });
    // Both reading at once; a render that gave up before reading (the bug this guards against) ends the wait too.
    await Promise.race([secondCoursesArrived, ann, ben]);
    releaseFirstCourses?.();
    const [annPage, benPage] = await Promise.all([ann, ben]);
    expect(annPage?.html).toContain('สวัสดี แอน');
    expect(annPage?.html).not.toContain('Git ฟรี');
    expect(benPage?.html).toContain('สวัสดี เบน');
    expect(benPage?.html).toContain('<li>Git ฟรี</li>');
    expect(benPage?.html).not.toContain('Python');
  });

  it('renders nothing without a token the backend takes, for a member it refuses, or for a role the page does not allow', async () => {
    expect(await render({ url: '/dashboard', backend })).toBeNull();
    expect(await render({ url: '/dashboard', backend, accessToken: jwt('u-forged') })).toBeNull();
    expect(await render({ url: '/dashboard', backend, accessToken: 'not-a-jwt' })).toBeNull();
    expect(await render({ url: '/dashboard', backend, accessToken: jwt('u-off') })).toBeNull();
    expect(await render({ url: '/admin', backend, accessToken: jwt('u-ann') })).toBeNull();
    expect((await render({ url: '/admin', backend, accessToken: jwt('u-adm') }))?.renderedFor).toBe('u-adm');
  });

  it('reads a visitor’s page as a visitor, whatever token the request carries', async () => {
    const page = await render({ url: '/courses', backend, accessToken: jwt('u-ann') });
    expect(page?.html).toContain('สวัสดี ผู้มาเยือน');
    expect(page?.renderedFor).toBeUndefined();
    expect(bearers).not.toContain(jwt('u-ann'));
  });
});
