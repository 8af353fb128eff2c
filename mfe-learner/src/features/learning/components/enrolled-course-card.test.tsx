import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@shared/testing';
import type { LearnerCourse } from '../lib/learner-course.ts';
import { EnrolledCourseCard } from './enrolled-course-card.tsx';

const course: LearnerCourse = {
  courseId: 7,
  available: true,
  title: 'Git และ GitHub ฉบับเร่งรัด',
  description: 'คอร์สสั้น',
  level: 'beginner',
  lessonsCount: 3,
  videoCount: 1,
  durationMinutes: 45,
  progressPercent: 66,
  completedMinutes: 35,
  enrolledAt: '2026-11-01T00:00:00Z',
  completedAt: null,
  lastActivityAt: '2026-11-02T00:00:00Z',
  certificateCode: null,
};

describe('EnrolledCourseCard', () => {
  it('offers เรียนต่อ while the course is unfinished (the quiz still to pass)', () => {
    renderWithProviders(<EnrolledCourseCard course={course} />);
    expect(screen.getByRole('link', { name: 'เรียนต่อ' })).toHaveAttribute('href', '/course/7');
    expect(screen.queryByRole('link', { name: 'ดูใบประกาศนียบัตร' })).toBeNull();
  });

  it('links a finished course to its certificate instead of เรียนต่อ', () => {
    renderWithProviders(
      <EnrolledCourseCard
        course={{ ...course, progressPercent: 100, completedAt: '2026-11-03T00:00:00Z', certificateCode: 'RC-2026-ABCDEF2345' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'ดูใบประกาศนียบัตร' })).toHaveAttribute('href', '/certificates/RC-2026-ABCDEF2345/print');
    expect(screen.queryByRole('link', { name: 'เรียนต่อ' })).toBeNull();
  });
});
