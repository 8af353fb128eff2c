import { lazy, Suspense } from 'react';
import { Skeleton } from '@shared/ui/skeleton';
import { lessonText } from '../../../config/lesson-messages.ts';

// The parser and the code grammars download only when a lesson is opened, never with the catalogue.
const Markdown = lazy(() => import('@shared/markdown').then((module) => ({ default: module.Markdown })));

/** The player shows the title as its heading; a body that repeats it as `# Title` starts one line later. */
export function withoutRepeatedTitle(text: string, title: string): string {
  const [first, ...rest] = text.split('\n');
  return first?.trim() === `# ${title}` ? rest.join('\n') : text;
}

/** The lesson text, rendered from Markdown (lesson_contents.body); the player's title is the h2 above it. */
export function LessonBody({ text, title }: { text: string; title: string }) {
  if (text.trim() === '') return null;
  return (
    <Suspense
      fallback={
        <div role="status" className="grid gap-2">
          <span className="sr-only">{lessonText.player.loading}</span>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      }
    >
      <Markdown source={withoutRepeatedTitle(text, title)} headingOffset={2} />
    </Suspense>
  );
}
