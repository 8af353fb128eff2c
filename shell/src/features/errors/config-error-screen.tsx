import { Settings } from 'lucide-react';
import { th } from '@shared/messages';

/** Shown instead of a blank page when /config.json is missing or invalid (spec §5 start-up check). */
export function ConfigErrorScreen({ detail }: { detail: string }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <Settings aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-2xl font-bold">{th.errors.configInvalidTitle}</h1>
      <p className="max-w-lg text-muted-foreground">{th.errors.configInvalidDetail}</p>
      <code className="max-w-lg rounded bg-muted px-3 py-2 text-xs" data-testid="config-error-detail">
        {detail}
      </code>
    </main>
  );
}
