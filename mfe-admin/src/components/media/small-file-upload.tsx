import { useState } from 'react';
import { mediaTh } from './media-messages.ts';

/**
 * The shared shell of the one-request uploads: a labelled file input, then "uploading",
 * done, or the Thai reason it failed. `upload` does the work and returns what to announce.
 */
export function SmallFileUpload({
  id,
  label,
  accept,
  upload,
}: {
  id: string;
  label: string;
  accept: string;
  upload: (file: File) => Promise<void>;
}) {
  const [state, setState] = useState<{ step: 'idle' | 'uploading' | 'done' } | { step: 'error'; message: string }>({ step: 'idle' });
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={state.step === 'uploading'}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (!file) return;
          setState({ step: 'uploading' });
          upload(file).then(
            () => setState({ step: 'done' }),
            (error: unknown) => setState({ step: 'error', message: error instanceof Error ? error.message : mediaTh.errors.generic }),
          );
        }}
      />
      {state.step === 'uploading' && <p className="text-xs text-muted-foreground">{mediaTh.uploading}…</p>}
      {state.step === 'done' && (
        <p className="text-sm text-green-700" role="status">
          {mediaTh.uploaded}
        </p>
      )}
      {state.step === 'error' && (
        <p className="text-sm text-destructive" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
