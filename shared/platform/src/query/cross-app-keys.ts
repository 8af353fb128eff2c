/**
 * Query keys that more than one app touches. The query client is one
 * federation singleton, so when mfe-admin saves SEO rows it can refresh the
 * shell's document head at once, but only if both agree on the key: it lives
 * here, not as a string repeated in two apps.
 */
export const siteSeoKeys = {
  all: ['site-seo'] as const,
  list: () => [...siteSeoKeys.all, 'list'] as const,
};

/** The signed-in learner's enrolments with progress (my_course_progress): completing a lesson anywhere refreshes them. */
export const courseProgressKeys = {
  all: ['my-course-progress'] as const,
};

/**
 * A lesson's content (get_lesson) and its video's signed URL and caption tracks: the course page (mfe-catalog,
 * its free preview) and the lesson page (mfe-learner) read them through the same functions under these keys, so
 * opening the preview's lesson after watching it on the course page asks for nothing again.
 */
export const lessonMediaKeys = {
  content: (lessonId: number, userId: string | null) => ['lesson-content', lessonId, userId] as const,
  captions: (lessonId: number, userId: string | null) => ['lesson-captions', lessonId, userId] as const,
  videoSource: (videoUrl: string, userId: string | null) => ['lesson-video-source', videoUrl, userId] as const,
};

/** Whether the signed-in member teaches (@shared/platform/auth/profile): the header, the profile page and the studio's guard. */
export const instructorKeys = {
  me: (userId: string | null) => ['is-instructor', userId] as const,
};
