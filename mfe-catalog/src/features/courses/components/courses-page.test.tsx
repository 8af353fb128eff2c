import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@shared/testing';
import { initSupabase } from '@shared/platform/supabase/init';
import { resetTestBackend, startSignedOut, stubBackend } from '@shared/testing/stub-backend';
import type { Tables } from '@shared/db';
import { catalogRow } from '../../../testing/catalog-rows.ts';
import { CoursesPage } from './courses-page.tsx';

afterEach(() => resetTestBackend());

/** A visitor's page: the site client against the stubbed backend, nobody signed in. */
function startVisitor() {
  initSupabase({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: `${'a'.repeat(40)}.${'b'.repeat(20)}` });
  startSignedOut();
}

const course = (id: number, overrides: Partial<Tables<'course_catalog'>> = {}) => catalogRow({ id, title: `คอร์ส ${id}`, ...overrides });
const answer = (overrides: Record<string, unknown>) => ({
  total: 0,
  page: 1,
  page_size: 12,
  courses: [],
  suggested_category: null,
  ...overrides,
});

function backend(searchAnswer: Record<string, unknown>) {
  startVisitor();
  return stubBackend({
    'rpc/search_courses': () => ({ json: answer(searchAnswer) }),
    'rpc/catalog_stats': () => ({ json: { courses: 42, learners: 1234 } }),
  });
}

describe('CoursesPage', () => {
  it('asks the database for the view in the URL and shows its page, the live counts and links to the other pages', async () => {
    const seen = backend({ total: 14, courses: Array.from({ length: 12 }, (_, i) => course(i + 1)) });
    renderWithProviders(<CoursesPage />, { route: '/courses?q=ไพทอน&sort=popular' });
    expect(await screen.findByText('พบ 14 คอร์ส')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    const stats = await screen.findByTestId('catalog-stats');
    expect(stats).toHaveTextContent('42 คอร์ส');
    expect(stats).toHaveTextContent('ผู้เรียน 1,234 คน');
    const search = seen.find((request) => request.path === 'rpc/search_courses');
    expect(search?.body).toEqual({
      p_q: 'ไพทอน',
      p_category: 'all',
      p_level: 'all',
      p_sort: 'popular',
      p_page: 1,
      p_free: false,
    });
    const pages = screen.getByRole('navigation', { name: 'เลือกหน้าของรายการคอร์ส' });
    expect(within(pages).getByRole('link', { name: 'หน้า 2' })).toHaveAttribute(
      'href',
      `/courses?q=${encodeURIComponent('ไพทอน')}&sort=popular&page=2`,
    );
    expect(within(pages).getByRole('link', { name: 'หน้า 1 จาก 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('an unrated course reads ยังไม่มีรีวิว on its card', async () => {
    backend({ total: 1, courses: [course(9, { rating_avg: 0, reviews_count: 0 })] });
    renderWithProviders(<CoursesPage />, { route: '/courses' });
    const card = await screen.findByTestId('course-card-9');
    expect(within(card).getByTestId('course-rating')).toHaveTextContent('ยังไม่มีรีวิว');
    expect(screen.queryByRole('navigation', { name: 'เลือกหน้าของรายการคอร์ส' })).not.toBeInTheDocument();
  });

  it('nothing found: the spec sentence, a link into the nearest category and one back to every course', async () => {
    backend({ total: 0, suggested_category: 'data-science' });
    renderWithProviders(<CoursesPage />, { route: '/courses?q=pandas%20สำหรับเด็ก' });
    expect(await screen.findByText('ไม่พบคอร์สที่ตรงกับการค้นหาของคุณ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ดูคอร์สหมวด วิทยาการข้อมูล' })).toHaveAttribute('href', '/courses?category=data-science');
    expect(screen.getByRole('link', { name: 'ล้างตัวกรอง' })).toHaveAttribute('href', '/courses');
  });

  it('a page past the last one offers the first page of the same view', async () => {
    backend({ total: 14, page: 5, courses: [] });
    renderWithProviders(<CoursesPage />, { route: '/courses?level=beginner&page=5' });
    expect(await screen.findByText('หน้านี้ไม่มีคอร์สแล้ว')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'กลับไปหน้าแรก' })).toHaveAttribute('href', '/courses?level=beginner');
  });
});
