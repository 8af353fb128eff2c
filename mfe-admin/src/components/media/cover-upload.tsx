import { cropCoverImage } from './cover-crop.ts';
import { mediaTh } from './media-messages.ts';
import { MEDIA_BUCKETS, safeFileName } from './media-paths.ts';
import { publicUrlOf, uploadSmallFile } from './simple-upload.ts';
import { SmallFileUpload } from './small-file-upload.tsx';

/** A year: a cover's name changes with every upload, so its address can be cached for good. */
const COVER_CACHE_SECONDS = '31536000';

/**
 * Props (stable API for the studio):
 * - courseId: the cover goes to the public course-covers bucket as `<courseId>/<name>.jpg`.
 * - onUploaded(publicUrl): put it in courses.image_url.
 * The picture is cropped to 16:9 (centred) and resized to 1280 px wide in the browser first.
 */
export interface CoverUploadProps {
  courseId: number;
  onUploaded: (publicUrl: string) => void;
  id?: string;
}

export function CoverUpload({ courseId, onUploaded, id = `cover-upload-${courseId}` }: CoverUploadProps) {
  return (
    <SmallFileUpload
      id={id}
      label={mediaTh.chooseCover}
      accept="image/jpeg,image/png,image/webp"
      upload={async (file) => {
        const cropped = await cropCoverImage(file).catch(() => {
          throw new Error(mediaTh.errors.unreadableImage);
        });
        const name = safeFileName(file.name).replace(/\.[a-z0-9]+$/, '') + '.jpg';
        const path = await uploadSmallFile(MEDIA_BUCKETS.cover, `${courseId}/${name}`, cropped, {
          contentType: 'image/jpeg',
          cacheControl: COVER_CACHE_SECONDS,
        });
        onUploaded(await publicUrlOf(MEDIA_BUCKETS.cover, path));
      }}
    />
  );
}
