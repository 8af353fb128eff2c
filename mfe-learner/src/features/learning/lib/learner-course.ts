/** One enrolled course as the learner's pages show it: progress (my_course_progress) joined with the catalogue. */
export interface LearnerCourse {
  courseId: number;
  /** False when the course is no longer in the catalogue (e.g. unpublished): progress still counts. */
  available: boolean;
  title: string;
  description: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  lessonsCount: number;
  videoCount: number;
  durationMinutes: number;
  progressPercent: number;
  completedMinutes: number;
  enrolledAt: string;
  completedAt: string | null;
  lastActivityAt: string | null;
  /** The certificate of a finished course (issued by the database once every lesson and quiz is done). */
  certificateCode: string | null;
}
