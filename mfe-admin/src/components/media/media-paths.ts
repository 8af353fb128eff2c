/**
 * Where each kind of course medium lives in Storage (supabase/migrations/20261127050200): the
 * first folder names the lesson or course, which is what the bucket policies check.
 */
export const MEDIA_BUCKETS = {
  video: 'lesson-videos',
  caption: 'lesson-captions',
  file: 'lesson-files',
  cover: 'course-covers',
  image: 'lesson-images',
  articleImage: 'article-images',
} as const;

/**
 * Where an image pasted into a Markdown editor goes: a course's lesson images (public
 * lesson-images, `<courseId>/`; its authors write) or an article's (public article-images,
 * `<yyyy-mm>/`; admins write — an article has no course to name).
 */
export type MarkdownImageTarget = { kind: 'course'; courseId: number } | { kind: 'article' };

export function markdownImageLocation(target: MarkdownImageTarget, fileName: string, now = new Date()): { bucket: string; path: string } {
  const name = safeFileName(fileName);
  if (target.kind === 'course') return { bucket: MEDIA_BUCKETS.image, path: `${target.courseId}/${name}` };
  return { bucket: MEDIA_BUCKETS.articleImage, path: `${now.toISOString().slice(0, 7)}/${name}` };
}

/** Object names keep ASCII letters, digits, dot, dash and underscore (Storage's safe set). */
export function safeFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const ext =
    dot > 0
      ? name
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
      : '';
  const stem = (dot > 0 ? name.slice(0, dot) : name)
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${stem || 'file'}-${Date.now().toString(36)}${ext ? `.${ext}` : ''}`;
}

/** lesson_contents.video_url's form for a Storage video (the player signs it). */
export const storageVideoUrl = (path: string): string => `storage:${path}`;
