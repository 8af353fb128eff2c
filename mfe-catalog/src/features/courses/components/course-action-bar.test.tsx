import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@shared/testing';
import { toCatalogCourse } from '../../../lib/catalog-course.ts';
import { catalogRow } from '../../../testing/catalog-rows.ts';
import type { CourseProgress } from '../../../lib/course-progress.ts';
import { CourseActionBar } from './course-action-bar.tsx';

const course = toCatalogCourse(
  catalogRow({
    id: 4,
    title: 'React ตั้งแต่พื้นฐาน',
    description: 'x',
    image_url: null,
    instructor_id: 2,
    category: 'web',
    level: 'intermediate',
    price: 2990,
    instructor_name: 'อ.ก',
    lessons_count: 10,
    duration_minutes: 600,
    students_count: 10,
    rating_avg: 4.5,
    reviews_count: 2,
  }),
);
const enrolled = (percent: number): CourseProgress => ({
  course_id: 4,
  enrolled_at: '2026-11-01T00:00:00Z',
  completed_at: null,
  total_lessons: 10,
  completed_lessons: percent / 10,
  progress_percent: percent,
  certificate_code: null,
});

const bar = () => within(screen.getByRole('region', { name: 'ราคาและการลงทะเบียน' }));

describe('CourseActionBar (the phone bottom bar)', () => {
  it('shows the price and enrol leading to the checkout, without repeating the sidebar link test id', () => {
    renderWithProviders(<CourseActionBar course={course} progress={undefined} continuePath={null} />);
    expect(bar().getByText('฿2,990')).toBeInTheDocument();
    const link = bar().getByRole('link', { name: /ลงทะเบียน/ });
    expect(link).toHaveAttribute('href', '/checkout/4');
    expect(link).not.toHaveAttribute('data-testid');
  });

  it('for an enrolled learner, the main action is to continue where they are', () => {
    renderWithProviders(<CourseActionBar course={course} progress={enrolled(40)} continuePath="/course/4/lesson/412" />);
    expect(bar().getByRole('link', { name: 'เรียนต่อ' })).toHaveAttribute('href', '/course/4/lesson/412');
    expect(bar().queryByRole('link', { name: /ลงทะเบียน/ })).not.toBeInTheDocument();
  });

  it('for a finished course, the main action is its certificate (ดูใบประกาศนียบัตร), not เรียนต่อ', () => {
    renderWithProviders(
      <CourseActionBar
        course={course}
        progress={{ ...enrolled(100), completed_at: '2026-11-05T00:00:00Z', certificate_code: 'RC-2569-ABCDEF2345' }}
        continuePath="/course/4/lesson/411"
      />,
    );
    expect(bar().getByRole('link', { name: 'ดูใบประกาศนียบัตร' })).toHaveAttribute('href', '/certificates/RC-2569-ABCDEF2345/print');
    expect(bar().queryByRole('link', { name: 'เรียนต่อ' })).not.toBeInTheDocument();
  });

  it('is hidden from lg up, where the sidebar sits beside the content', () => {
    renderWithProviders(<CourseActionBar course={course} progress={undefined} continuePath={null} />);
    expect(screen.getByTestId('course-action-bar')).toHaveClass('fixed', 'bottom-0', 'lg:hidden');
  });
});
