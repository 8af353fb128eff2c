import { lazy, Suspense, useCallback, useDeferredValue, useRef, type ComponentProps, type Ref } from 'react';
import { Textarea } from '@shared/ui/textarea';
import { adminTh } from '../config/messages.ts';
import { useMarkdownImageUpload, type MarkdownImageTarget } from './media/index.ts';
import { insertIntoTextarea } from '../lib/textarea-insert.ts';

// The same renderer learners see, downloaded only when an editor opens.
const Markdown = lazy(() => import('@shared/markdown').then((module) => ({ default: module.Markdown })));

const t = adminTh.lessonMedia;

type Props = ComponentProps<'textarea'> & {
  id: string;
  value: string;
  /** Where pasted or dropped images go; without it, pasting an image does what the browser does. */
  images?: MarkdownImageTarget;
};

/**
 * A Markdown textarea beside a live preview rendered exactly as on the lesson page (headings
 * start at h3 there too). The preview trails typing slightly (useDeferredValue), so a long
 * lesson never makes the textarea lag. Images pasted or dropped in are uploaded and their
 * Markdown lands at the caret.
 */
export function MarkdownEditor({ id, value, images, ref, ...textarea }: Props) {
  const preview = useDeferredValue(value);
  const element = useRef<HTMLTextAreaElement | null>(null);
  // react-hook-form's register() hands a ref too: both get the element.
  const setElement = useCallback(
    (node: HTMLTextAreaElement | null) => {
      element.current = node;
      assignRef(ref, node);
    },
    [ref],
  );
  const upload = useMarkdownImageUpload({
    target: images,
    onInsert: (markdown) => {
      if (element.current) insertIntoTextarea(element.current, markdown);
    },
  });
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <div className="grid content-start gap-1">
        <Textarea
          id={id}
          ref={setElement}
          value={value}
          rows={16}
          spellCheck={false}
          className="min-h-64 font-mono text-sm"
          {...textarea}
          onPaste={(event) => {
            textarea.onPaste?.(event);
            upload.onPaste(event);
          }}
          onDrop={(event) => {
            textarea.onDrop?.(event);
            upload.onDrop(event);
          }}
          aria-describedby={[textarea['aria-describedby'], `${id}-hint`].filter(Boolean).join(' ')}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t.markdownHint}
          {images ? ` ${t.markdownImagesHint}` : ''}
        </p>
        {upload.uploading ? (
          <p role="status" className="text-xs text-muted-foreground">
            {t.imageUploading}
          </p>
        ) : null}
        {upload.error ? (
          <p role="alert" className="text-sm text-destructive">
            {upload.error}
          </p>
        ) : null}
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

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
