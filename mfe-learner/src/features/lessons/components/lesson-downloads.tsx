import { Download, FileArchive, FileText } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { appControl } from '@shared/delivery-contract';
import { useLive } from '@shared/ui/use-live';
import { formatFileSize } from '@shared/messages/format';
import { lessonText } from '../../../config/lesson-messages.ts';
import { useDownloadLessonFile, useLessonFiles } from '../api/get-lesson-files.ts';

const t = lessonText.downloads;

/**
 * "เอกสารประกอบบทเรียน": the lesson's PDFs and ZIPs for whoever the database lets download them
 * (enrolled learners, the instructor, admins). Nothing at all for anyone else, and while loading.
 */
export function LessonDownloads({ lessonId }: { lessonId: number }) {
  const files = useLessonFiles(lessonId);
  const download = useDownloadLessonFile();
  // A file's link is signed at the press: on the server's render the press waits for the live page (decision 0079).
  const live = useLive();
  // The file whose last press failed; pressing again (any file) clears it.
  const failed = download.isError ? download.variables.id : null;
  if (!files.data || files.data.length === 0) return null;
  return (
    <section aria-labelledby={`lesson-downloads-${lessonId}`} className="grid gap-2 rounded-lg border p-4" data-testid="lesson-downloads">
      <h3 id={`lesson-downloads-${lessonId}`} className="font-semibold">
        {t.title}
      </h3>
      <ul className="grid gap-2">
        {files.data.map((file) => {
          const Icon = file.content_type === 'application/zip' ? FileArchive : FileText;
          return (
            <li key={file.id} className="flex flex-wrap items-center gap-2">
              <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
              <span className="min-w-0 flex-1 truncate text-sm">
                {file.file_name} <span className="text-muted-foreground">({formatFileSize(file.size_bytes)})</span>
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={!live}
                {...appControl(`lesson-file-${file.id}`, live)}
                onClick={() => download.mutate(file)}
                aria-label={t.download(file.file_name)}
              >
                <Download aria-hidden="true" />
                {t.downloadShort}
              </Button>
              {failed === file.id ? (
                <p role="alert" className="w-full text-sm text-destructive">
                  {t.failed}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
