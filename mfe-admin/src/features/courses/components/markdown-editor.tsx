import { lazy, Suspense, useDeferredValue, type ComponentProps } from 'react';
import { Textarea } from 'shared/ui/textarea';
import { adminTh } from '../../../config/messages.ts';

// The same renderer learners see, downloaded only when an editor opens.
const Markdown = lazy(() => import('shared/markdown').then((module) => ({ default: module.Markdown })));

const t = adminTh.lessonMedia;

type Props = ComponentProps<'textarea'> & { id: string; value: string };

/**
 * A Markdown textarea beside a live preview rendered exactly as on the lesson page (headings
 * start at h3 there too). The preview trails typing slightly (useDeferredValue), so a long
 * lesson never makes the textarea lag.
 */
export function MarkdownEditor({ id, value, ...textarea }: Props) {
  const preview = useDeferredValue(value);
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <div className="grid content-start gap-1">
        <Textarea
          id={id}
          rows={16}
          spellCheck={false}
          className="min-h-64 font-mono text-sm"
          {...textarea}
          aria-describedby={[textarea['aria-describedby'], `${id}-hint`].filter(Boolean).join(' ')}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t.markdownHint}
        </p>
      </div>
      <section
        aria-label={t.preview}
        className="max-h-[32rem] min-w-0 overflow-y-auto rounded-md border bg-background p-4"
        data-testid="markdown-preview"
      >
        <h3 className="mb-2 text-xs font-semibold text-muted-foreground">{t.preview}</h3>
        {preview.trim() === '' ? (
          <p className="text-sm text-muted-foreground">{t.previewEmpty}</p>
        ) : (
          <Suspense
            fallback={
              <p role="status" className="text-sm text-muted-foreground">
                {t.previewLoading}
              </p>
            }
          >
            <Markdown source={preview} headingOffset={2} />
          </Suspense>
        )}
      </section>
    </div>
  );
}
