import { mediaTh } from './media-messages.ts';
import { MEDIA_BUCKETS } from './media-paths.ts';
import { uploadSmallFile } from './simple-upload.ts';
import { SmallFileUpload } from './small-file-upload.tsx';
import { webVttProblem } from './webvtt.ts';

/**
 * Props (stable API for the studio):
 * - lessonId, lang ('th' | 'en' or any BCP 47 tag): the file goes to lesson-captions as
 *   `<lessonId>/<lang>.vtt`, replacing the previous one of that language.
 * - onUploaded(path): store `storage:<path>`-style or the path itself in lesson_captions, as the
 *   caption editor does.
 * The file is checked as WebVTT in the browser before any byte is sent (Storage checks the header).
 */
export interface CaptionUploadProps {
  lessonId: number;
  lang: string;
  onUploaded: (path: string) => void;
  id?: string;
}

export function CaptionUpload({ lessonId, lang, onUploaded, id = `caption-upload-${lessonId}-${lang}` }: CaptionUploadProps) {
  return (
    <SmallFileUpload
      id={id}
      label={`${mediaTh.chooseCaption} (${lang})`}
      accept=".vtt,text/vtt"
      upload={async (file) => {
        const problem = webVttProblem(await file.text());
        if (problem) throw new Error(mediaTh.errors.invalidVtt(problem));
        const path = await uploadSmallFile(MEDIA_BUCKETS.caption, `${lessonId}/${lang}.vtt`, file, {
          contentType: 'text/vtt',
          upsert: true,
        });
        onUploaded(path);
      }}
    />
  );
}
