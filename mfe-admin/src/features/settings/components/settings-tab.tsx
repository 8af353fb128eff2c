import { Skeleton } from '@shared/ui/skeleton';
import { ErrorState } from '@shared/ui/error-state';
import { thaiErrorMessage } from '@shared/messages/errors';
import { adminTh } from '../../../config/messages.ts';
import { useSiteSettings } from '../api/get-site-settings.ts';
import { SettingsForm } from './settings-form.tsx';

export function SettingsTab() {
  const settings = useSiteSettings();
  return (
    <section className="grid gap-4">
      <header>
        <h2 id="settings-heading" className="text-xl font-semibold">
          {adminTh.settings.heading}
        </h2>
        <p className="text-sm text-muted-foreground">{adminTh.settings.hint}</p>
      </header>
      {settings.isPending ? <Skeleton className="h-96 max-w-2xl" aria-busy="true" /> : null}
      {settings.isError ? <ErrorState message={thaiErrorMessage(settings.error)} onRetry={() => void settings.refetch()} /> : null}
      {settings.data ? <SettingsForm settings={settings.data} /> : null}
    </section>
  );
}
