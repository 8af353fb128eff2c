import { mediaTh } from './media-messages.ts';
import { MEDIA_BUCKETS, safeFileName } from './media-paths.ts';
import { uploadSmallFile } from './simple-upload.ts';
import { SmallFileUpload } from './small-file-upload.tsx';

/**
 * Props (stable API for the studio):
 * - lessonId: the file goes to the private lesson-files bucket as `<lessonId>/<name>`; enrolled
 *   learners, the instructor and admins download it through a signed URL.
 * - onUploaded({ path, name }): record it where the lesson lists its downloads (LessonFilesEditor
 *   lists it in lesson_files); a rejected promise shows as the upload's error.
 */
export interface LessonFileUploadProps {
  lessonId: number;
  onUploaded: (file: { path: string; name: string }) => void | Promise<void>;
  id?: string;
}

export function LessonFileUpload({ lessonId, onUploaded, id = `lesson-file-upload-${lessonId}` }: LessonFileUploadProps) {
  return (
    <SmallFileUpload
      id={id}
      label={mediaTh.chooseFile}
      accept="application/pdf,application/zip,.pdf,.zip"
      upload={async (file) => {
        const contentType = file.name.toLowerCase().endsWith('.zip') ? 'application/zip' : file.type || 'application/pdf';
        const path = await uploadSmallFile(MEDIA_BUCKETS.file, `${lessonId}/${safeFileName(file.name)}`, file, { contentType });
        await onUploaded({ path, name: file.name });
      }}
    />
  );
}
