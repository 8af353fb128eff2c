import { mediaTh } from './media-messages.ts';
import { MEDIA_BUCKETS } from './media-paths.ts';
import { uploadSmallFile } from './simple-upload.ts';
import { SmallFileUpload } from './small-file-upload.tsx';
import { webVttProblem } from './webvtt.ts';

/**
 * Props (stable API for the studio):
 * - lessonId, lang ('th' | 'en' or any BCP 47 tag): the file goes to lesson-captions as
 *   `<lessonId>/<lang>.vtt`, replacing the previous one of that language.
 * - onUploaded(path): store `storage:${path}` as lesson_captions.url (the player signs it).
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
        // The language names the file: a BCP 47 tag only (anything else would make a strange object name).
        const safeLang = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(lang) ? lang : 'und';
        const path = await uploadSmallFile(MEDIA_BUCKETS.caption, `${lessonId}/${safeLang}.vtt`, file, {
          contentType: 'text/vtt',
          upsert: true,
        });
        onUploaded(path);
      }}
    />
  );
}
