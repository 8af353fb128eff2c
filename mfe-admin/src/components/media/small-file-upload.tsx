import { useMutation } from '@tanstack/react-query';
import { mediaTh } from './media-messages.ts';

/**
 * The shared shell of the one-request uploads: a labelled file input, then "uploading",
 * done, or the Thai reason it failed (the error's message). `upload` does the work, as a mutation.
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
  const sent = useMutation({ mutationFn: upload });
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={sent.isPending}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (!file) return;
          sent.mutate(file);
        }}
      />
      {sent.isPending && <p className="text-xs text-muted-foreground">{mediaTh.uploading}…</p>}
      {sent.isSuccess && (
        <p className="text-sm text-green-700" role="status">
          {mediaTh.uploaded}
        </p>
      )}
      {sent.isError && (
        <p className="text-sm text-destructive" role="alert">
          {failureMessage(sent.error)}
        </p>
      )}
    </div>
  );
}

/** Our own refusals are Errors with a Thai message; anything else thrown gets the generic words. */
function failureMessage(error: unknown): string {
  return error instanceof Error ? error.message : mediaTh.errors.generic;
}
