import { Skeleton } from '../skeleton.tsx';

/** The row under the video: the menus, then the shortcuts' help (on a line of its own on a phone). */
export const VIDEO_CONTROLS_ROW = 'flex flex-col items-start gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between';

/**
 * The player's box before it can be drawn: the 16:9 video and the row under it at their final heights (a menu
 * with its label, 56 px; the shortcuts' summary, 28 px), so what follows the video stays where it is when the
 * player replaces it (issue 32).
 */
export function VideoPlayerSkeleton() {
  return (
    <div className="grid gap-3" data-testid="video-player-skeleton">
      <Skeleton className="aspect-video w-full" />
      <div className={VIDEO_CONTROLS_ROW}>
        <Skeleton className="h-14 w-32" />
        <Skeleton className="h-7 w-36" />
      </div>
    </div>
  );
}
