import { useCallback, useState, type ClipboardEvent, type DragEvent } from 'react';
import { mediaTh } from './media-messages.ts';
import { MEDIA_BUCKETS, safeFileName } from './media-paths.ts';
import { publicUrlOf, uploadSmallFile } from './simple-upload.ts';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * Images pasted or dropped into a Markdown textarea (stable API for the studio):
 *   const images = useMarkdownImageUpload({ courseId, onInsert: (markdown) => insertAtCursor(markdown) });
 *   <Textarea onPaste={images.onPaste} onDrop={images.onDrop} />  {images.error && …}
 * Each image goes to the public lesson-images bucket as `<courseId>/<name>`, then
 * `![รูปภาพ](publicUrl)` is handed to onInsert. Non-image pastes are left to the textarea.
 */
export function useMarkdownImageUpload({ courseId, onInsert }: { courseId: number; onInsert: (markdown: string) => void }) {
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const send = useCallback(
    async (files: File[]) => {
      setError(null);
      for (const file of files) {
        setUploading((n) => n + 1);
        try {
          const path = await uploadSmallFile(MEDIA_BUCKETS.image, `${courseId}/${safeFileName(file.name || 'image.png')}`, file, {
            contentType: file.type,
            cacheControl: '31536000',
          });
          onInsert(`![${mediaTh.markdownImageAlt}](${await publicUrlOf(MEDIA_BUCKETS.image, path)})`);
        } catch (caught) {
          setError(caught instanceof Error ? caught.message : mediaTh.errors.generic);
        } finally {
          setUploading((n) => n - 1);
        }
      }
    },
    [courseId, onInsert],
  );

  const imagesOf = (list: FileList | null | undefined): File[] => Array.from(list ?? []).filter((file) => IMAGE_TYPES.includes(file.type));

  const onPaste = useCallback(
    (event: ClipboardEvent<HTMLTextAreaElement>) => {
      const images = imagesOf(event.clipboardData?.files);
      if (images.length === 0) return;
      event.preventDefault();
      void send(images);
    },
    [send],
  );
  const onDrop = useCallback(
    (event: DragEvent<HTMLTextAreaElement>) => {
      const images = imagesOf(event.dataTransfer?.files);
      if (images.length === 0) return;
      event.preventDefault();
      void send(images);
    },
    [send],
  );
  return { onPaste, onDrop, uploading: uploading > 0, error };
}
