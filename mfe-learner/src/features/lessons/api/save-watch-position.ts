import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { useSignedInUserId } from '@shared/platform/auth/react';
import { rangesToStore, type SaveWatchPositionInput, type WatchPosition } from '@shared/db/lessons';
import { lessonIdSchema } from '../../../lib/route-ids.ts';
import { lessonKeys } from './keys.ts';
import { assertOk } from '@shared/db/answer';

const secondsSchema = z.number().min(0).max(86_400);
const saveSchema = z.object({
  position: secondsSchema,
  duration: secondsSchema,
  played: z.array(z.array(secondsSchema).length(2)),
});

/**
 * Saves the learner's place through `save_lesson_watch_position`, which checks they may watch
 * the lesson and clamps the values; the player calls it throttled (@shared/ui/video-player).
 */
export async function saveWatchPosition(input: SaveWatchPositionInput): Promise<void> {
  // The id is read apart: a URL's id is read by hand (@shared/platform/routing/url-numbers), not by a zod schema.
  const lessonId = lessonIdSchema.parse(input.lessonId);
  const value = saveSchema.parse({ ...input, played: rangesToStore(input.played) });
  assertOk(
    await getSupabase().rpc('save_lesson_watch_position', {
      p_lesson_id: lessonId,
      p_position_seconds: value.position,
      p_duration_seconds: value.duration,
      p_played_ranges: value.played,
    }),
  );
}

export function useSaveWatchPosition() {
  const client = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: saveWatchPosition,
    // Keep the cached place current, so reopening the lesson in this tab resumes from here too.
    onSuccess: (_data, input) => {
      if (!userId) return;
      const saved: WatchPosition = { position: input.position, duration: input.duration, played: rangesToStore(input.played) };
      client.setQueryData(lessonKeys.watchPosition(input.lessonId, userId), saved);
    },
  });
}
