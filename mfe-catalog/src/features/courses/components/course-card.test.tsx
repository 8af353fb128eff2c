import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@shared/testing';
import { toCatalogCourse } from '../../../lib/catalog-course.ts';
import { catalogRow } from '../../../testing/catalog-rows.ts';
import type { CourseProgress } from '../../../lib/course-progress.ts';
import { CourseCard } from './course-card.tsx';

const course = toCatalogCourse(
  catalogRow({
    id: 7,
    title: 'Git และ GitHub ฉบับเร่งรัด',
    description: 'ใช้ Git เป็นในบ่ายเดียว',
    image_url: null,
    instructor_id: 2,
    category: 'programming',
    level: 'beginner',
    price: 1790,
    instructor_name: 'อ.ณัฐพล ศรีสุวรรณ',
    lessons_count: 2,
    duration_minutes: 35,
    students_count: 1234,
    rating_avg: 4,
    reviews_count: 1,
  }),
);
const progress = (percent: number): CourseProgress => ({
  course_id: 7,
  enrolled_at: '2026-11-01T00:00:00Z',
  completed_at: null,
  total_lessons: 2,
  completed_lessons: percent / 50,
  progress_percent: percent,
  certificate_code: null,
});

describe('CourseCard', () => {
  it('shows the card facts and, when not enrolled, ลงทะเบียน leading to the checkout, and no progress', () => {
    renderWithProviders(<CourseCard course={course} progress={undefined} />);
    expect(screen.getByRole('link', { name: course.title })).toHaveAttribute('href', '/course/7');
    expect(screen.getByText('เริ่มต้น')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'อ.ณัฐพล ศรีสุวรรณ' })).toHaveAttribute('href', '/instructor/2');
    expect(screen.getByText('35 นาที')).toBeInTheDocument();
    expect(screen.getByText('2 บทเรียน')).toBeInTheDocument();
    expect(screen.getByText('1,234 คน')).toBeInTheDocument();
    expect(screen.getByText('฿1,790')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /ลงทะเบียน.*฿1,790/ })).toHaveAttribute('href', '/checkout/7');
    expect(screen.queryByText('ลงทะเบียนแล้ว')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('enrolled at 0%: enrolled badge and เริ่มเรียน, still no progress bar', () => {
    renderWithProviders(<CourseCard course={course} progress={progress(0)} />);
    expect(screen.getByText('ลงทะเบียนแล้ว')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'เริ่มเรียน' })).toHaveAttribute('href', '/course/7');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /ลงทะเบียน/ })).not.toBeInTheDocument();
  });

  it('a free course reads ฟรี and, for a visitor, enrols through sign-in back to the course, not a checkout', () => {
    renderWithProviders(<CourseCard course={{ ...course, price: 0, current_price: 0 }} progress={undefined} />);
    expect(screen.getByTestId('course-price')).toHaveTextContent('ฟรี');
    expect(screen.getByRole('link', { name: /ลงทะเบียน/ })).toHaveAttribute('href', '/login?next=%2Fcourse%2F7');
  });

  it('enrolled with progress: a progress bar with the percentage and ดูต่อ', () => {
    renderWithProviders(<CourseCard course={course} progress={progress(50)} />);
    expect(screen.getByRole('progressbar', { name: 'เรียนไปแล้ว 50%' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ดูต่อ' })).toHaveAttribute('href', '/course/7');
  });

  it('finished (certificate issued): ดูใบประกาศนียบัตร links to the certificate instead of ดูต่อ', () => {
    renderWithProviders(
      <CourseCard
        course={course}
        progress={{ ...progress(100), completed_at: '2026-11-02T00:00:00Z', certificate_code: 'RC-2026-ABCDEF2345' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'ดูใบประกาศนียบัตร' })).toHaveAttribute('href', '/certificates/RC-2026-ABCDEF2345/print');
    expect(screen.queryByRole('link', { name: 'ดูต่อ' })).not.toBeInTheDocument();
  });
});
