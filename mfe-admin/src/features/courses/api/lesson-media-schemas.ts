import { z } from '@shared/zod';
import { adminTh } from '../../../config/messages.ts';

const t = adminTh.lessonMedia;
const HTTPS_OR_SITE_PATH = /^(https:\/\/\S+|\/[^/\s]\S*)$/;
const STORAGE_OBJECT = /^storage:\d{1,18}\/[^\s/]\S*$/;
// A caption uploaded to the lesson-captions bucket (the database also checks it is this lesson's folder).
const HTTPS_SITE_PATH_OR_STORAGE_CAPTION = /^(https:\/\/\S+|\/[^/\s]\S*|storage:\d{1,18}\/[^\s/]+)$/;

/**
 * A lesson's video, as lesson_contents' check constraint takes it: https://, a path on this
 * site, or storage:<lesson_id>/<file> in the lesson-videos bucket; '' for none.
 */
export const lessonVideoUrl = z
  .string()
  .trim()
  .max(2048, adminTh.validation.tooLong(2048))
  .refine((v) => v === '' || HTTPS_OR_SITE_PATH.test(v) || STORAGE_OBJECT.test(v), t.videoUrlInvalid);

export const captionTrackSchema = z.object({
  lang: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, t.captionLangInvalid),
  label: z.string().trim().min(1, adminTh.validation.titleRequired).max(40, adminTh.validation.tooLong(40)),
  url: z.string().trim().max(2048, adminTh.validation.tooLong(2048)).regex(HTTPS_SITE_PATH_OR_STORAGE_CAPTION, t.captionUrlInvalid),
});
export type CaptionTrack = z.infer<typeof captionTrackSchema>;

export const captionTracksFormSchema = z.object({ tracks: z.array(captionTrackSchema).max(20) }).superRefine(({ tracks }, ctx) => {
  const seen = new Set<string>();
  tracks.forEach((track, index) => {
    if (seen.has(track.lang)) ctx.addIssue({ code: 'custom', path: ['tracks', index, 'lang'], message: t.captionLangTaken });
    seen.add(track.lang);
  });
});
export type CaptionTracksFormValues = z.infer<typeof captionTracksFormSchema>;
