import { describe, expect, it } from 'vitest';
import { captionTracksFormSchema, lessonVideoUrl } from './lesson-media-schemas.ts';

describe('lessonVideoUrl', () => {
  it.each(['', 'https://cdn.example/intro.mp4', '/media/sample-lesson.mp4', 'storage:711/intro.mp4'])('takes %j', (url) => {
    expect(lessonVideoUrl.safeParse(url).success).toBe(true);
  });
  it.each(['http://cdn.example/intro.mp4', '//cdn.example/a.mp4', 'javascript:alert(1)', 'storage:abc/x.mp4', 'storage:711/', 'intro.mp4'])(
    'refuses %j with a Thai message',
    (url) => {
      const result = lessonVideoUrl.safeParse(url);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/กรุณากรอก URL/);
    },
  );
});

describe('captionTracksFormSchema', () => {
  const th = { lang: 'th', label: 'ไทย', url: '/media/captions/a.th.vtt' };
  it('takes distinct languages with https or site URLs', () => {
    expect(
      captionTracksFormSchema.safeParse({ tracks: [th, { lang: 'en', label: 'English', url: 'https://cdn.example/a.en.vtt' }] }).success,
    ).toBe(true);
  });
  it('refuses a language twice, pointing at the second row', () => {
    const result = captionTracksFormSchema.safeParse({ tracks: [th, { ...th, label: 'ไทย 2' }] });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['tracks', 1, 'lang'], message: 'ภาษานี้มีอยู่แล้วในรายการ' })]);
  });
  it('refuses a bad language code, an empty label and a plain-http file', () => {
    const result = captionTracksFormSchema.safeParse({ tracks: [{ lang: 'Thai', label: ' ', url: 'http://x.example/a.vtt' }] });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['tracks.0.lang', 'tracks.0.label', 'tracks.0.url']);
  });
});
