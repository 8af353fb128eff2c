import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { lessonIdSchema } from '../../../lib/route-ids.ts';

const heartbeatSchema = z.object({ credited_seconds: z.number(), required_seconds: z.number(), watched_enough: z.boolean() });
export type WatchHeartbeat = z.infer<typeof heartbeatSchema>;

/**
 * The player's heartbeat (decision 0043): only the position is sent; the server credits watch
 * time by its own clock (at most 2× the real time between heartbeats) and says when the learner
 * has watched enough (80 %) for complete_lesson to accept the video.
 */
export async function recordWatchProgress(lessonId: number, position: number): Promise<WatchHeartbeat> {
  const result = await getSupabase().rpc('record_watch_progress', {
    p_lesson_id: lessonIdSchema.parse(lessonId),
    p_position: Math.max(0, Math.min(86_400, Math.round(position * 100) / 100)),
  });
  if (result.error) throw result.error;
  const row: unknown = result.data;
  return heartbeatSchema.parse(row);
}
