import type { LearnerCourse } from './learner-course.ts';

type StatsInput = Pick<LearnerCourse, 'progressPercent' | 'completedAt' | 'completedMinutes'>;

/**
 * Finished: the database stamped completion (the certificate trigger), or every
 * lesson is done. Both are checked because a course can gain lessons after a
 * learner finished it; the learner keeps "finished" (and the certificate).
 */
export function isFinished(course: Pick<LearnerCourse, 'progressPercent' | 'completedAt'>): boolean {
  return course.completedAt !== null || course.progressPercent >= 100;
}

/** In progress: started (some lesson done) but not finished; an untouched enrollment is neither. */
export function isInProgress(course: Pick<LearnerCourse, 'progressPercent' | 'completedAt'>): boolean {
  return !isFinished(course) && course.progressPercent > 0;
}

/** Minutes of completed lessons → hours with one decimal (95 → 1.6). */
export function minutesToHours(minutes: number): number {
  return Math.round(Math.max(0, minutes) / 6) / 10;
}

export interface LearnerStats {
  enrolled: number;
  finished: number;
  inProgress: number;
  studyMinutes: number;
  studyHours: number;
}

/** The dashboard's four tiles and the profile's stats, from the learner's own enrollments. */
export function computeLearnerStats(courses: readonly StatsInput[]): LearnerStats {
  const studyMinutes = courses.reduce((sum, c) => sum + Math.max(0, c.completedMinutes), 0);
  return {
    enrolled: courses.length,
    finished: courses.filter(isFinished).length,
    inProgress: courses.filter(isInProgress).length,
    studyMinutes,
    studyHours: minutesToHours(studyMinutes),
  };
}

/** The card's button: 'เรียนต่อ' once any progress exists, else 'เริ่มเรียน' (spec §2). */
export function courseActionKind(progressPercent: number): 'continue' | 'start' {
  return progressPercent > 0 ? 'continue' : 'start';
}

/** Most recently studied first, so "continue" is where the learner left off. */
export function sortByRecentActivity<T extends Pick<LearnerCourse, 'lastActivityAt' | 'enrolledAt'>>(courses: readonly T[]): T[] {
  const time = (c: T) => Date.parse(c.lastActivityAt ?? c.enrolledAt) || 0;
  return [...courses].sort((a, b) => time(b) - time(a));
}
