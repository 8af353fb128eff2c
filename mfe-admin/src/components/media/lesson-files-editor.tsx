import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { formatFileSize } from '@shared/messages/format';
import { LessonFileUpload } from './lesson-file-upload.tsx';
import { lessonFilesQuery, useListUploadedFile, useRemoveLessonFile } from './lesson-files-api.ts';
import { mediaTh } from './media-messages.ts';

const t = mediaTh.files;

/**
 * Props (stable API for the studio and the admin's lesson dialog):
 * - lessonId: a saved lesson (files live under its id). Lists its downloadable files, uploads
 *   new ones (PDF, ZIP) and removes them; learners see the list on the lesson page at once —
 *   files are per lesson, not part of a course revision (decision 0055).
 */
export function LessonFilesEditor({ lessonId }: { lessonId: number }) {
  const files = useQuery(lessonFilesQuery(lessonId));
  const remove = useRemoveLessonFile(lessonId);
  const listUploaded = useListUploadedFile(lessonId);
  return (
    <section aria-labelledby={`lesson-files-${lessonId}`} className="grid gap-2 rounded-md border p-3">
      <h4 id={`lesson-files-${lessonId}`} className="text-sm font-semibold">
        {t.title}
      </h4>
      {files.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t.loadFailed}
        </p>
      ) : files.data && files.data.length > 0 ? (
        <ul className="grid gap-1">
          {files.data.map((file) => (
            <li key={file.id} className="flex items-center gap-2 text-sm">
              <span className="min-w-0 flex-1 truncate">
                {file.file_name} <span className="text-muted-foreground">({formatFileSize(file.size_bytes)})</span>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={t.remove(file.file_name)}
                disabled={remove.isPending}
                onClick={() => remove.mutate(file)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : files.data ? (
        <p className="text-sm text-muted-foreground">{t.empty}</p>
      ) : null}
      {remove.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t.removeFailed}
        </p>
      ) : null}
      <LessonFileUpload lessonId={lessonId} onUploaded={(file) => listUploaded.mutateAsync(file)} />
    </section>
  );
}
