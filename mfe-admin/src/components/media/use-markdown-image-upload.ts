import { useCallback, useId, type ClipboardEvent, type DragEvent } from 'react';
import { useIsMutating, useMutation } from '@tanstack/react-query';
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
  // One key per editor: a paste while another is still uploading keeps "uploading" on until both are done.
  const mutationKey = ['markdown-image-upload', useId()];
  const uploading = useIsMutating({ mutationKey }) > 0;
  const upload = useMutation({
    mutationKey,
    /** Each image in turn, inserted as soon as it is stored; one that fails does not stop the rest, and is the error shown. */
    mutationFn: async ({ destination, files }: { destination: MarkdownImageTarget; files: File[] }) => {
      let failure: unknown = null;
      for (const file of files) {
        try {
          const { bucket, path } = markdownImageLocation(destination, file.name || 'image.png');
          const stored = await uploadSmallFile(bucket, path, file, { contentType: file.type, cacheControl: '31536000' });
          onInsert(`![${mediaTh.markdownImageAlt}](${await publicUrlOf(bucket, stored)})`);
        } catch (caught) {
          failure = caught;
        }
      }
      if (failure !== null) throw failure instanceof Error ? failure : new Error(mediaTh.errors.generic);
    },
  });
  const send = upload.mutate;

  const imagesOf = (list: FileList | null | undefined): File[] => Array.from(list ?? []).filter((file) => IMAGE_TYPES.includes(file.type));

  const onPaste = useCallback(
    (event: ClipboardEvent<HTMLTextAreaElement>) => {
      const images = imagesOf(event.clipboardData?.files);
      if (!target || images.length === 0) return;
      event.preventDefault();
      send({ destination: target, files: images });
    },
    [send, target],
  );
  const onDrop = useCallback(
    (event: DragEvent<HTMLTextAreaElement>) => {
      const images = imagesOf(event.dataTransfer?.files);
      if (!target || images.length === 0) return;
      event.preventDefault();
      send({ destination: target, files: images });
    },
    [send, target],
  );
  return { onPaste, onDrop, uploading, error: upload.error?.message ?? null };
}
