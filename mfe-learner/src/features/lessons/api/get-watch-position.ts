import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { assertOk } from '@shared/db/answer';
import { useSignedInUserId } from '@shared/platform/auth/react';
import type { PlayedRange, WatchPosition } from '@shared/db/lessons';
import { lessonIdSchema } from '../../../lib/route-ids.ts';
import { lessonKeys } from './keys.ts';

const rangeSchema = z
  .array(z.number())
  .length(2)
  .transform(([start = 0, end = 0]): PlayedRange => [start, end]);
// played_ranges is jsonb (`Json`): parsed, and a malformed stored list must not break the player: it only loses
// earlier sessions' stretches.
const playedRangesSchema = z.array(rangeSchema).catch([]);

/** The signed-in learner's saved place in a lesson's video, or null when none was saved. */
export async function getWatchPosition(lessonId: number): Promise<WatchPosition | null> {
  const id = lessonIdSchema.parse(lessonId);
  const answer = await getSupabase()
    .from('lesson_watch_positions')
    .select('position_seconds,duration_seconds,played_ranges')
    .eq('lesson_id', id)
    .maybeSingle();
  assertOk(answer);
  if (answer.data === null) return null;
  const { position_seconds, duration_seconds, played_ranges } = answer.data;
  return { position: position_seconds, duration: duration_seconds, played: playedRangesSchema.parse(played_ranges) };
}

export const watchPositionQueryOptions = (lessonId: number, userId: string) =>
  queryOptions({
    queryKey: lessonKeys.watchPosition(lessonId, userId),
    queryFn: () => getWatchPosition(lessonId),
    // Read once when the lesson opens: the player itself is the newer source after that.
    staleTime: Infinity,
  });

/** Disabled for visitors (nothing is saved for them); `data` is null when there is no saved place. */
export function useWatchPosition(lessonId: number) {
  const userId = useSignedInUserId();
  return useQuery({ ...watchPositionQueryOptions(lessonId, userId ?? ''), enabled: userId !== null });
}
