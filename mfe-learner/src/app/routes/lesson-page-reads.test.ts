import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { lessonContentQueryOptions } from '@shared/lesson-video';
import { lessonWorksBeforeApp } from './lesson-page-reads.ts';

const address = { courseId: 1, lessonId: 111, userId: 'u1' };
const withLesson = (type: string) => {
  const client = new QueryClient();
  client.setQueryData(lessonContentQueryOptions(111, 'u1').queryKey, { id: 111, type } as never);
  return client;
};

describe('lessonWorksBeforeApp (decision 0075)', () => {
  it('lets a video, a document or a project lesson wait for the first press', () => {
    for (const type of ['video', 'document', 'project']) expect(lessonWorksBeforeApp(withLesson(type), address), type).toBe(true);
  });

  it('starts a quiz or an exercise at once, and a lesson it did not read', () => {
    for (const type of ['quiz', 'exercise']) expect(lessonWorksBeforeApp(withLesson(type), address), type).toBe(false);
    expect(lessonWorksBeforeApp(new QueryClient(), address)).toBe(false);
    expect(lessonWorksBeforeApp(withLesson('video'), { ...address, userId: 'someone else' })).toBe(false);
  });
});
