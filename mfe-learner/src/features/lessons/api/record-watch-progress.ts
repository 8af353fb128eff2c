import { useMutation } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { lessonIdSchema } from '../../../lib/route-ids.ts';

// record_watch_progress answers `Json`: read through zod.
const heartbeatSchema = z.object({ credited_seconds: z.number(), required_seconds: z.number(), watched_enough: z.boolean() });
export type WatchHeartbeat = z.infer<typeof heartbeatSchema>;

/**
 * The player's heartbeat (decision 0043): only the position is sent; the server credits watch
 * time by its own clock (at most 2× the real time between heartbeats) and says when the learner
 * has watched enough (80 %) for complete_lesson to accept the video.
 */
export async function recordWatchProgress(lessonId: number, position: number): Promise<WatchHeartbeat> {
  const answer = await getSupabase().rpc('record_watch_progress', {
    p_lesson_id: lessonIdSchema.parse(lessonId),
    p_position: Math.max(0, Math.min(86_400, Math.round(position * 100) / 100)),
  });
  return heartbeatSchema.parse(unwrap(answer));
}

/**
 * Sends heartbeats; `onWatchedEnough` hears of every one the server credited as enough (each beat, not only
 * the latest, so a slow answer is not lost behind the next beat). A failed heartbeat is only a missed credit.
 */
export function useRecordWatchProgress(onWatchedEnough: () => void) {
  return useMutation({
    mutationFn: ({ lessonId, position }: { lessonId: number; position: number }) => recordWatchProgress(lessonId, position),
    onSuccess: (beat) => {
      if (beat.watched_enough) onWatchedEnough();
    },
  });
}
