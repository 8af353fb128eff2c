import { NativeSelect } from '../select.tsx';
import { videoText } from './video-player-messages.ts';
import type { LessonCaption } from '@shared/db/lessons';

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
const OFF = '';
const t = videoText;

type Props = {
  rate: number;
  onRate: (rate: number) => void;
  captions: readonly LessonCaption[];
  captionLang: string | null;
  onCaption: (lang: string | null) => void;
  lessonId: number;
};

/** Speed and caption choices as labelled native selects: keyboard and screen-reader friendly as they are. */
export function VideoToolbar({ rate, onRate, captions, captionLang, onCaption, lessonId }: Props) {
  const speedId = `video-speed-${lessonId}`;
  const captionsId = `video-captions-${lessonId}`;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <label htmlFor={speedId} className="text-xs font-medium text-muted-foreground">
          {t.speed}
        </label>
        <NativeSelect id={speedId} value={String(rate)} onChange={(e) => onRate(Number(e.target.value))} className="h-9 w-32">
          {PLAYBACK_RATES.map((r) => (
            <option key={r} value={String(r)}>
              {t.speedOption(r)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {captions.length > 0 ? (
        <div className="grid gap-1">
          <label htmlFor={captionsId} className="text-xs font-medium text-muted-foreground">
            {t.captions}
          </label>
          <NativeSelect
            id={captionsId}
            value={captionLang ?? OFF}
            onChange={(e) => onCaption(e.target.value === OFF ? null : e.target.value)}
            className="h-9 w-40"
          >
            <option value={OFF}>{t.captionsOff}</option>
            {captions.map((c) => (
              <option key={c.lang} value={c.lang}>
                {c.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
    </div>
  );
}
