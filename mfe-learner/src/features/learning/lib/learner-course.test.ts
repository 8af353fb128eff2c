import { describe, expect, it } from 'vitest';
import { toLearnerCourse } from './learner-course.ts';

const progress = {
  course_id: 3,
  enrolled_at: '2026-11-01T10:00:00Z',
  completed_at: null,
  total_lessons: 12,
  progress_percent: 25,
  completed_minutes: 40,
  total_minutes: 180,
  last_activity_at: '2026-11-20T08:00:00Z',
  certificate_code: null,
};
const course = {
  id: 3,
  title: 'React เบื้องต้น',
  description: 'สร้างเว็บด้วย React',
  level: 'intermediate',
  lessons_count: 10,
  duration_minutes: 150,
};

describe('toLearnerCourse', () => {
  it('joins an enrolment with its course’s catalogue row', () => {
    expect(toLearnerCourse(progress, course, 4)).toEqual({
      courseId: 3,
      available: true,
      title: 'React เบื้องต้น',
      description: 'สร้างเว็บด้วย React',
      level: 'intermediate',
      lessonsCount: 10,
      videoCount: 4,
      durationMinutes: 150,
      progressPercent: 25,
      completedMinutes: 40,
      enrolledAt: '2026-11-01T10:00:00Z',
      completedAt: null,
      lastActivityAt: '2026-11-20T08:00:00Z',
      certificateCode: null,
    });
  });

  it('keeps the progress of a course no longer listed, with its counts from the enrolment', () => {
    expect(toLearnerCourse(progress, undefined, 0)).toMatchObject({ available: false, title: '', lessonsCount: 12, durationMinutes: 180 });
  });

  it('counts a view’s empty counts as 0, and fails loudly on what the schema does not allow', () => {
    const empty = { ...progress, progress_percent: null, completed_minutes: null };
    expect(toLearnerCourse(empty, course, 0)).toMatchObject({ progressPercent: 0, completedMinutes: 0 });
    expect(() => toLearnerCourse({ ...progress, enrolled_at: null }, course, 0)).toThrow('missing my_course_progress.enrolled_at');
    expect(() => toLearnerCourse(progress, { ...course, level: 'expert' }, 0)).toThrow('unexpected course_catalog.level: expert');
  });
});
