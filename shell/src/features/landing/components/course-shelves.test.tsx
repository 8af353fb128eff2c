import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
// The router the server render uses (shell/build/course-shelves-render.tsx).
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router-dom';
import { renderCourseShelves } from '../../../../build/course-shelves-render.tsx';
import { landingCoursesKey, type LandingShelves } from '../api/get-landing-courses.ts';
import { seedServerRenderedShelves } from '../course-shelves-slot.ts';
import { CourseShelves } from './course-shelves.tsx';

const card = (id: number, title: string, price: number, sale: number | null = null) => ({
  id,
  title,
  image_url: null,
  price,
  sale_price: sale,
  current_price: sale ?? price,
  rating_avg: 4.5,
  reviews_count: 12,
  students_count: 100 - id,
  instructor_name: 'อ.สมศักดิ์',
});
const SHELVES: LandingShelves = {
  popular: [card(1, 'พื้นฐาน Python', 1790, 990), card(2, 'React & "TypeScript" <ใหม่>', 2990)],
  newest: [card(2, 'React & "TypeScript" <ใหม่>', 2990)],
  free: [card(7, 'Git เบื้องต้น', 0)],
};

const renderPage = (client: QueryClient) =>
  renderToString(
    <QueryClientProvider client={client}>
      <StaticRouter location="/">
        <CourseShelves />
      </StaticRouter>
    </QueryClientProvider>,
  );

describe('the landing course shelves', () => {
  it('render on the server exactly as the page renders them once seeded from that render, so it hydrates in place', () => {
    const server = renderCourseShelves(SHELVES);
    if (server === null) throw new Error('no server render');
    expect(server).toContain('คอร์สยอดนิยม');
    expect(server).toContain('href="/course/1"');
    expect(server).toContain('href="/courses?free=1"');

    document.body.innerHTML = server;
    const client = new QueryClient();
    seedServerRenderedShelves(client, document.body);
    expect(client.getQueryData(landingCoursesKey)).toEqual(SHELVES);
    expect(renderPage(client)).toBe(server);
  });

  it('show a sale price with the list price struck through, and free courses as ฟรี', () => {
    document.body.innerHTML = renderCourseShelves(SHELVES) ?? '';
    const popular = document.querySelector('[data-testid="shelf-popular"]');
    expect(popular?.textContent).toContain('฿990');
    expect(popular?.querySelector('s')?.textContent).toBe('฿1,790');
    expect(document.querySelector('[data-testid="shelf-free"]')?.textContent).toContain('ฟรี');
  });

  it('are not rendered by the server from an answer that is not the shelves; the page then shows them loading', () => {
    expect(renderCourseShelves({ popular: 'x' })).toBeNull();
    expect(renderCourseShelves(null)).toBeNull();
    const loading = renderPage(new QueryClient());
    expect(loading.startsWith('<div data-course-shelves="">')).toBe(true);
    expect(loading).not.toContain('data-course-shelves-state');
    expect(loading).not.toContain('คอร์สยอดนิยม');
  });
});
