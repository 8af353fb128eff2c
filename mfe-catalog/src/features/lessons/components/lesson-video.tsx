import { useState } from 'react';
import { VideoOff } from 'lucide-react';
import { catalogText } from '../../../config/messages.ts';

/** HTML5 video with native controls (keyboard-accessible); a Thai message when it cannot play. */
export function LessonVideo({ src, title }: { src: string; title: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div role="alert" className="flex aspect-video flex-col items-center justify-center gap-2 rounded-lg bg-muted p-6 text-center text-sm">
        <VideoOff aria-hidden="true" className="size-8 text-muted-foreground" />
        {catalogText.player.videoError}
      </div>
    );
  }
  return (
    <video
      key={src}
      src={src}
      controls
      preload="metadata"
      aria-label={title}
      className="aspect-video w-full rounded-lg bg-black"
      onError={() => setFailed(true)}
    />
  );
}
