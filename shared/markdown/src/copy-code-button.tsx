import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { th } from '@shared/messages';

type CopyState = 'idle' | 'copied' | 'failed';

const STATE_COLOURS: Record<CopyState, string> = { idle: 'text-muted-foreground', copied: 'text-success', failed: 'text-destructive' };

/** How long "คัดลอกแล้ว" stays before the button reads "คัดลอก" again. */
const RESET_AFTER_MS = 2000;

/** A real <button> (Enter and Space work), whose visible label says what happened; a live region repeats it. */
export function CopyCodeButton({ code, language }: { code: string; language: string }) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), RESET_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = () => {
    // Clipboard access can be refused (permissions, insecure context); say so instead of pretending.
    const writing = navigator.clipboard?.writeText(code) ?? Promise.reject(new Error('no clipboard'));
    writing.then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };

  const label = state === 'copied' ? th.markdown.copied : state === 'failed' ? th.markdown.copyFailed : th.markdown.copy;
  return (
    <>
      <button
        type="button"
        onClick={copy}
        className={`inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-xs font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&_svg]:size-3.5 ${STATE_COLOURS[state]}`}
      >
        {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {label}
        <span className="sr-only"> {th.markdown.copyCode(language)}</span>
      </button>
      <span role="status" className="sr-only">
        {state === 'idle' ? '' : label}
      </span>
    </>
  );
}
