import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { emptyToNull, optionalText, requiredText } from '../../../lib/zod-helpers.ts';
import { lessonVideoUrl } from './lesson-media-schemas.ts';
import { adminTh } from '../../../config/messages.ts';
import { courseKeys } from '../../../lib/course-keys.ts';
import { LESSON_TYPES } from '@shared/db/lessons';

const minutes = z.number(adminTh.validation.nonNegative).int(adminTh.validation.nonNegative);

export const lessonFormSchema = z.object({
  title: requiredText(200),
  type: z.enum(LESSON_TYPES),
  duration_minutes: minutes.min(0, adminTh.validation.nonNegative).max(1440, adminTh.validation.maxMinutes),
  is_preview: z.boolean(),
  position: z.number().int().min(0).max(10000),
  video_url: lessonVideoUrl,
  /** The video's real length: the server holds learners to 80 % of it (decision 0043); empty: duration_minutes. */
  video_duration_seconds: z
    .number(adminTh.curriculum.videoDurationInvalid)
    .positive(adminTh.curriculum.videoDurationInvalid)
    .max(86400, adminTh.curriculum.videoDurationInvalid)
    .nullable(),
  body: optionalText(100000),
});
export type LessonFormValues = z.infer<typeof lessonFormSchema>;

/**
 * The curriculum row (readable by everyone with the course) and its content (readable only by
 * previews, enrolled learners and admins) live in two tables; both are written here.
 */
export async function saveLesson(args: { courseId: number; moduleId: number; id?: number; values: LessonFormValues }): Promise<number> {
  const { video_url, video_duration_seconds, body, ...lesson } = lessonFormSchema.parse(args.values);
  const supabase = getSupabase();
  const table = supabase.from('lessons');
  const saved =
    args.id === undefined
      ? await table
          .insert({ ...lesson, module_id: args.moduleId, course_id: args.courseId })
          .select('id')
          .single()
      : await table.update(lesson).eq('id', args.id).select('id').single();
  const { id } = unwrap(saved);
  unwrap(
    await supabase
      .from('lesson_contents')
      .upsert({ lesson_id: id, video_url: emptyToNull(video_url), video_duration_seconds, body })
      .select('lesson_id')
      .single(),
  );
  return id;
}

export function useSaveLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveLesson,
    onSuccess: () => void client.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
