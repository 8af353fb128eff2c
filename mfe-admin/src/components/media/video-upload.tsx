import { useEffect, useRef, useState } from 'react';
import type { Upload } from 'tus-js-client';
import { Button } from '@shared/ui/button';
import { Progress } from '@shared/ui/progress';
import { mediaTh } from './media-messages.ts';
import { MEDIA_BUCKETS, safeFileName } from './media-paths.ts';
import { startResumableUpload } from './resumable-upload.ts';
import { pageUploadTarget } from './use-storage-target.ts';
import { readVideoDuration } from './video-duration.ts';

/**
 * Props (stable API for the studio):
 * - lessonId: the lesson the video belongs to (its folder in the private lesson-videos bucket).
 * - onUploaded({ path, durationSeconds }): path is `<lessonId>/<file>` inside lesson-videos; store
 *   it as lesson_contents.video_url = `storage:${path}` (storageVideoUrl) and the duration as
 *   lesson_contents.video_duration_seconds / lessons.duration_minutes as the form wants.
 * - id: the file input's id (for a <label htmlFor>).
 * Resumable: progress bar, pause/resume, continues after a reload when the same file is chosen.
 */
export interface VideoUploadProps {
  lessonId: number;
  onUploaded: (result: { path: string; durationSeconds: number | null }) => void;
  id?: string;
}

type State =
  | { step: 'idle' }
  | { step: 'uploading'; sent: number; total: number; paused: boolean; resumed: boolean }
  | { step: 'done'; durationSeconds: number | null }
  | { step: 'error'; message: string };

export function VideoUpload({ lessonId, onUploaded, id = `video-upload-${lessonId}` }: VideoUploadProps) {
  const [state, setState] = useState<State>({ step: 'idle' });
  const upload = useRef<Upload | null>(null);
  const file = useRef<File | null>(null);
  useEffect(() => () => void upload.current?.abort(), []);

  const begin = async (chosen: File): Promise<void> => {
    file.current = chosen;
    const durationSeconds = await readVideoDuration(chosen);
    setState({ step: 'uploading', sent: 0, total: chosen.size, paused: false, resumed: false });
    upload.current = await startResumableUpload(
      chosen,
      pageUploadTarget({
        bucket: MEDIA_BUCKETS.video,
        objectName: `${lessonId}/${safeFileName(chosen.name)}`,
        contentType: chosen.type || 'video/mp4',
      }),
      {
        onProgress: (sent, total) => setState((s) => (s.step === 'uploading' ? { ...s, sent, total } : s)),
        onResumed: () => setState((s) => (s.step === 'uploading' ? { ...s, resumed: true } : s)),
        onSuccess: (path) => {
          setState({ step: 'done', durationSeconds });
          onUploaded({ path, durationSeconds });
        },
        onError: (message) => setState({ step: 'error', message }),
      },
    );
  };

  const pause = (): void => {
    void upload.current?.abort();
    setState((s) => (s.step === 'uploading' ? { ...s, paused: true } : s));
  };
  const resume = (): void => {
    upload.current?.start();
    setState((s) => (s.step === 'uploading' ? { ...s, paused: false } : s));
  };

  const percent = state.step === 'uploading' && state.total > 0 ? Math.floor((state.sent / state.total) * 100) : 0;
  return (
    <div className="grid gap-2" data-testid="video-upload">
      <label htmlFor={id} className="text-sm font-medium">
        {mediaTh.chooseVideo}
      </label>
      <input
        id={id}
        type="file"
        accept="video/mp4,video/webm"
        disabled={state.step === 'uploading'}
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0];
          if (chosen) void begin(chosen);
        }}
      />
      {state.step === 'uploading' && (
        <div className="grid gap-1" aria-live="polite">
          <Progress value={percent} aria-label={mediaTh.uploading} />
          <p className="text-xs text-muted-foreground">
            {mediaTh.uploading} {percent}%{state.resumed ? ` — ${mediaTh.resumedFromBefore}` : ''}
            {state.paused ? ` — ${mediaTh.paused}` : ''}
          </p>
          {state.paused ? (
            <Button size="sm" variant="outline" onClick={resume}>
              {mediaTh.resume}
            </Button>
          ) : (
            <Button size="sm" variant="outline" onClick={pause}>
              {mediaTh.pause}
            </Button>
          )}
        </div>
      )}
      {state.step === 'done' && (
        <p className="text-sm text-green-700" role="status">
          {mediaTh.uploaded}
          {state.durationSeconds !== null ? ` (${mediaTh.duration(state.durationSeconds)})` : ''}
        </p>
      )}
      {state.step === 'error' && (
        <div className="grid gap-1">
          <p className="text-sm text-destructive" role="alert">
            {state.message}
          </p>
          {file.current && (
            <Button size="sm" variant="outline" onClick={() => file.current && void begin(file.current)}>
              {mediaTh.retry}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
