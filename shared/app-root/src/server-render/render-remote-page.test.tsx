// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Route, Routes, useParams } from '@shared/platform/router';
import { useAuth } from '@shared/platform/auth/react';
import { remotePageRenderer } from './render-remote-page.tsx';

const courseQuery = (id: string) =>
  queryOptions({
    queryKey: ['course', id],
    queryFn: () => (id === '404' ? Promise.reject(new Error('down')) : Promise.resolve({ title: `<b>คอร์ส ${id}</b>` })),
  });

function Course() {
  const { id = '' } = useParams();
  const course = useQuery(courseQuery(id));
  return <h1>{course.isPending ? 'loading' : course.data?.title}</h1>;
}

function Login() {
  return <p>{useAuth().status}</p>;
}

function App() {
  return (
    <Routes>
      <Route path="/course/:id" element={<Course />} />
      <Route path="/login" element={<Login />} />
      <Route path="/dashboard" element={<p>dashboard</p>} />
    </Routes>
  );
}

const render = remotePageRenderer(App, [
  { path: '/course/:id', prefetch: ({ params, queryClient }) => queryClient.query(courseQuery(params.id ?? '')) },
  { path: '/login' },
]);
const backend = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon-key' };

describe('remotePageRenderer', () => {
  it('renders a listed page with the data its route prefetched, escaped, and hands the answers on', async () => {
    const page = await render({ url: '/course/7?tab=x', backend });
    expect(page?.html).toBe('<h1>&lt;b&gt;คอร์ส 7&lt;/b&gt;</h1>');
    expect(JSON.stringify(page?.queryState)).toContain('"queryKey":["course","7"]');
  });

  it('renders what a signed-out visitor sees: the server never has a session', async () => {
    expect((await render({ url: '/login', backend }))?.html).toBe('<p>signedOut</p>');
  });

  it('renders nothing for a page it does not list, or whose data could not be read', async () => {
    expect(await render({ url: '/dashboard', backend })).toBeNull();
    expect(await render({ url: '/course/404', backend })).toBeNull();
  });

  it('keeps each request’s answers to itself', async () => {
    await render({ url: '/course/1', backend });
    const state = (await render({ url: '/course/2', backend }))?.queryState as { queries: { queryKey: unknown }[] };
    expect(state.queries.map((query) => query.queryKey)).toEqual([['course', '2']]);
  });
});
