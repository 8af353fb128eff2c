import { History } from 'lucide-react';
import { Button } from '../button.tsx';
import { videoText } from './video-player-messages.ts';
import { formatClock } from '@shared/db/lessons';
import { appControl } from '@shared/delivery-contract';
import { useLive } from '../use-live.ts';

const t = videoText;

/**
 * Says where the video picked up, with a way back to the start; laid over the video's top corner. `control` names
 * the button to the paint-first gate: pressed on the server's render of a lesson, the live one answers it.
 */
export function ResumeNotice({ at, control, onStartOver }: { at: number; control: string; onStartOver: () => void }) {
  const live = useLive();
  return (
    <div
      className="absolute top-2 left-2 flex max-w-[calc(100%-1rem)] flex-wrap items-center gap-2 rounded-md bg-secondary/95 px-3 py-1.5 text-sm text-secondary-foreground shadow"
      data-testid="video-resume"
    >
      <History aria-hidden="true" className="size-4" />
      <span role="status">{t.resumeFrom(formatClock(at))}</span>
      <Button variant="link" size="sm" className="h-auto px-1 py-0" disabled={!live} {...appControl(control, live)} onClick={onStartOver}>
        {t.startOver}
      </Button>
    </div>
  );
}
