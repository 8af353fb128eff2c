import { VideoOff } from 'lucide-react';
import { videoText } from './video-player-messages.ts';

/** Said in place of the video when it cannot play (missing file, codec, refused signed URL). */
export function VideoUnavailable() {
  return (
    <div role="alert" className="flex aspect-video flex-col items-center justify-center gap-2 rounded-lg bg-muted p-6 text-center text-sm">
      <VideoOff aria-hidden="true" className="size-8 text-muted-foreground" />
      {videoText.unavailable}
    </div>
  );
}
