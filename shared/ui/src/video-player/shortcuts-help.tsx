import { Keyboard } from 'lucide-react';
import { videoText } from './video-player-messages.ts';

const t = videoText;

/** The player's keys, one click (or Enter) away under the video. */
export function ShortcutsHelp() {
  return (
    <details className="group text-sm">
      <summary className="inline-flex cursor-pointer items-center gap-2 rounded-md px-1 py-1 font-medium text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        <Keyboard aria-hidden="true" className="size-4" />
        {t.shortcuts}
      </summary>
      <div className="mt-2 grid gap-2 rounded-lg border bg-muted/40 p-3">
        <p className="text-muted-foreground">{t.shortcutsHint}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
          {t.shortcutList.map((item) => (
            <div key={item.action} className="contents">
              <dt className="flex gap-1">
                {item.keys.map((key) => (
                  <kbd key={key} className="rounded border bg-background px-1.5 py-0.5 font-mono text-xs">
                    {key}
                  </kbd>
                ))}
              </dt>
              <dd>{item.action}</dd>
            </div>
          ))}
        </dl>
      </div>
    </details>
  );
}
