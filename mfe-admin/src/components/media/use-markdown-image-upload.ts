import { useCallback, useState, type ClipboardEvent, type DragEvent } from 'react';
import { mediaTh } from './media-messages.ts';
import { markdownImageLocation, type MarkdownImageTarget } from './media-paths.ts';
import { publicUrlOf, uploadSmallFile } from './simple-upload.ts';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * Images pasted or dropped into a Markdown textarea — the one implementation every Markdown editor
 * of the back office uses (through MarkdownEditor's `images` prop):
 *   const images = useMarkdownImageUpload({ target, onInsert: (markdown) => insertAtCursor(markdown) });
 *   <Textarea onPaste={images.onPaste} onDrop={images.onDrop} />  {images.error && …}
 * Each image goes to its public bucket (markdownImageLocation), then `![รูปภาพ](publicUrl)` is
 * handed to onInsert. Non-image pastes, and every paste without a target, are left to the textarea.
 */
export function useMarkdownImageUpload({
  target,
  onInsert,
}: {
  target: MarkdownImageTarget | undefined;
  onInsert: (markdown: string) => void;
}) {
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const send = useCallback(
    async (destination: MarkdownImageTarget, files: File[]) => {
      setError(null);
      for (const file of files) {
        setUploading((n) => n + 1);
        try {
          const { bucket, path } = markdownImageLocation(destination, file.name || 'image.png');
          const stored = await uploadSmallFile(bucket, path, file, { contentType: file.type, cacheControl: '31536000' });
          onInsert(`![${mediaTh.markdownImageAlt}](${await publicUrlOf(bucket, stored)})`);
        } catch (caught) {
          setError(caught instanceof Error ? caught.message : mediaTh.errors.generic);
        } finally {
          setUploading((n) => n - 1);
        }
      }
    },
    [onInsert],
  );

  const imagesOf = (list: FileList | null | undefined): File[] => Array.from(list ?? []).filter((file) => IMAGE_TYPES.includes(file.type));

  const onPaste = useCallback(
    (event: ClipboardEvent<HTMLTextAreaElement>) => {
      const images = imagesOf(event.clipboardData?.files);
      if (!target || images.length === 0) return;
      event.preventDefault();
      void send(target, images);
    },
    [send, target],
  );
  const onDrop = useCallback(
    (event: DragEvent<HTMLTextAreaElement>) => {
      const images = imagesOf(event.dataTransfer?.files);
      if (!target || images.length === 0) return;
      event.preventDefault();
      void send(target, images);
    },
    [send, target],
  );
  return { onPaste, onDrop, uploading: uploading > 0, error };
}
