import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@shared/platform/router';
import { renderWithProviders } from '@shared/testing';
import { resetTestBackend, startSignedOut, stubBackend, type Handler } from '@shared/testing/stub-backend';
import { InstructorRoute } from './instructor-route.tsx';
import type { Tables } from '@shared/db';
import { catalogRow } from '../../testing/catalog-rows.ts';

const profile: Tables<'instructor_profiles'> = {
  id: 1,
  name: 'อ.สมศักดิ์ วงศ์ไพบูลย์',
  title: 'Senior Software Engineer',
  bio: 'นักพัฒนาซอฟต์แวร์กว่า 12 ปี',
  avatar_url: null,
  courses_count: 2,
  students_count: 1234,
  rating_avg: 4.3,
  reviews_count: 3,
};
const course = (id: number, title: string) =>
  catalogRow({
    id,
    title,
    description: 'คำอธิบาย',
    instructor_id: 1,
    category: 'programming',
    level: 'beginner',
    price: 1790,
    instructor_name: profile.name,
    lessons_count: 12,
  });

function renderInstructor(route: string, handlers: Record<string, Handler>) {
  startSignedOut();
  const seen = stubBackend(handlers);
  renderWithProviders(
    <Routes>
      <Route path="/instructor/:id" element={<InstructorRoute />} />
    </Routes>,
    { route },
  );
  return seen;
}

afterEach(resetTestBackend);

describe('InstructorRoute', () => {
  it('shows the bio, photo, figures from the database and the published courses as cards', async () => {
    const seen = renderInstructor('/instructor/1', {
      instructor_profiles: () => ({ json: profile }),
      course_catalog: () => ({ json: [course(1, 'พื้นฐาน Python'), course(4, 'Data Science')] }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'อ.สมศักดิ์ วงศ์ไพบูลย์' })).toBeInTheDocument();
    expect(screen.getByText('นักพัฒนาซอฟต์แวร์กว่า 12 ปี')).toBeInTheDocument();
    const figures = screen.getByRole('list', { name: 'ข้อมูลผู้สอน' });
    expect(within(figures).getByText(/คะแนนเฉลี่ย 4\.3 จาก 5 · 3 รีวิว/)).toBeInTheDocument();
    expect(within(figures).getByText('1,234 ผู้เรียน')).toBeInTheDocument();
    expect(within(figures).getByText('2 คอร์ส')).toBeInTheDocument();
    const courses = screen.getByRole('region', { name: 'คอร์สของผู้สอน' });
    expect(await within(courses).findByRole('link', { name: 'พื้นฐาน Python' })).toHaveAttribute('href', '/course/1');
    const catalogue = seen.find((r) => r.path === 'course_catalog');
    expect(catalogue?.url.searchParams.get('instructor_id')).toBe('eq.1');
    expect(catalogue?.url.searchParams.get('status')).toBe('eq.published');
    expect(document.title).toBe('อ.สมศักดิ์ วงศ์ไพบูลย์ | เรียนโค้ด');
  });

  it('says "no reviews yet" rather than a zero rating', async () => {
    renderInstructor('/instructor/5', {
      instructor_profiles: () => ({ json: { ...profile, id: 5, rating_avg: 0, reviews_count: 0 } }),
      course_catalog: () => ({ json: [] }),
    });
    expect(await screen.findByText('ยังไม่มีรีวิว')).toBeInTheDocument();
    expect(await screen.findByText('ผู้สอนท่านนี้ยังไม่มีคอร์สที่เปิดสอน')).toBeInTheDocument();
  });

  it('says the instructor was not found for an unknown id', async () => {
    renderInstructor('/instructor/99', { instructor_profiles: () => ({ json: [] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'ไม่พบผู้สอนนี้' })).toBeInTheDocument();
  });

  it('does not query for a malformed id', async () => {
    const seen = renderInstructor('/instructor/abc', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'ไม่พบผู้สอนนี้' })).toBeInTheDocument();
    expect(seen).toEqual([]);
  });
});
