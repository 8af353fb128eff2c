import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@shared/testing';
import type { LearnerCourse } from '../lib/learner-course.ts';
import { MyCoursesList } from './my-courses-list.tsx';

const base: LearnerCourse = {
  courseId: 1,
  available: true,
  title: 'Python สำหรับผู้เริ่มต้น',
  description: '',
  level: 'beginner',
  lessonsCount: 12,
  videoCount: 8,
  durationMinutes: 300,
  progressPercent: 41,
  completedMinutes: 95,
  enrolledAt: '2026-09-01T00:00:00Z',
  completedAt: null,
  lastActivityAt: '2026-11-01T00:00:00Z',
  certificateCode: null,
};

describe('MyCoursesList', () => {
  it('offers the certificate at 100 %, continue above 0 and start at 0', () => {
    renderWithProviders(
      <MyCoursesList
        courses={[
          base,
          { ...base, courseId: 6, title: 'Figma', progressPercent: 100, completedAt: '2026-10-20T00:00:00Z' },
          { ...base, courseId: 7, title: 'Git', progressPercent: 0, lastActivityAt: null },
        ]}
        certificateCodes={new Map([[6, 'RC-2026-ABCDEF2345']])}
      />,
    );
    const done = within(screen.getByTestId('my-course-6'));
    expect(done.getByRole('link', { name: 'ดูใบประกาศนียบัตร' })).toHaveAttribute('href', '/certificates/RC-2026-ABCDEF2345/print');
    expect(done.getByText('ได้รับใบประกาศนียบัตร')).toBeInTheDocument();
    expect(done.getByText(/เรียนจบเมื่อ .*2569/)).toBeInTheDocument();
    expect(within(screen.getByTestId('my-course-1')).getByRole('link', { name: 'เรียนต่อ' })).toHaveAttribute('href', '/course/1');
    expect(within(screen.getByTestId('my-course-7')).getByRole('link', { name: 'เริ่มเรียน' })).toHaveAttribute('href', '/course/7');
  });
});
