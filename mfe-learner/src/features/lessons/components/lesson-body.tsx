import { useEffect, useState, type ComponentType } from 'react';
import type { MarkdownProps } from '@shared/markdown';
import { loadedMarkdown, loadMarkdown } from '../../../lib/markdown-renderer.ts';

/** The Markdown renderer as the lesson player holds it: still downloading, in, or failed to download. */
export type LessonBodyRenderer = { status: 'loading' } | { status: 'ready'; Markdown: ComponentType<MarkdownProps> } | { status: 'failed' };

/**
 * Loads the renderer before the lesson page renders (page-code.ts): a server render to a string does not wait for
 * it, and the live page replacing that render draws the same text at once instead of its skeleton. A failed
 * download is the player's to show (the words as plain text), not the page's.
 */
export const loadLessonBodyRenderer = (): Promise<void> =>
  loadMarkdown().then(
    () => undefined,
    () => undefined,
  );

/**
 * Starts the renderer's download as the player mounts, beside the lesson's own request, and says when it is
 * in. The player shows its skeleton until then: a body drawn as a 3-line placeholder first and as the text a
 * moment later pushed everything under it (the Q&A, the complete bar) down the screen (issue 32).
 */
export function useLessonBodyRenderer(): LessonBodyRenderer {
  const [renderer, setRenderer] = useState<LessonBodyRenderer>(() => {
    const Markdown = loadedMarkdown();
    return Markdown ? { status: 'ready', Markdown } : { status: 'loading' };
  });
  const waiting = renderer.status === 'loading';
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    loadMarkdown().then(
      (Markdown) => {
        if (live) setRenderer({ status: 'ready', Markdown });
      },
      () => {
        if (live) setRenderer({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [waiting]);
  return renderer;
}

/** The player shows the title as its heading; a body that repeats it as `# Title` starts one line later. */
export function withoutRepeatedTitle(text: string, title: string): string {
  const [first, ...rest] = text.split('\n');
  return first?.trim() === `# ${title}` ? rest.join('\n') : text;
}

/**
 * The lesson text, rendered from Markdown (lesson_contents.body); the player's title is the h2 above it.
 * Without the renderer (its download failed) the words still show, as plain text.
 */
export function LessonBody({ text, title, renderer }: { text: string; title: string; renderer: LessonBodyRenderer }) {
  if (text.trim() === '') return null;
  const source = withoutRepeatedTitle(text, title);
  if (renderer.status !== 'ready') return <p className="whitespace-pre-wrap break-words">{source}</p>;
  const { Markdown } = renderer;
  return <Markdown source={source} headingOffset={2} />;
}
