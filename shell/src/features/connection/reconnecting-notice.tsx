import { connectionMessages } from './connection-messages.ts';
import { useBackendReconnecting } from './use-backend-reconnecting.ts';

/**
 * A thin bar under the header while the backend cannot be reached: the page
 * stays as it is (what was loaded is still readable) and says it is
 * reconnecting. Renders nothing otherwise, also in the pre-rendered HTML.
 */
export function ReconnectingNotice({ probeIntervalMs }: { probeIntervalMs?: number }) {
  const reconnecting = useBackendReconnecting(probeIntervalMs);
  return (
    <div role="status" aria-live="polite">
      {reconnecting && (
        <p className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <span className="font-medium">{connectionMessages.reconnecting}</span> {connectionMessages.detail}
        </p>
      )}
    </div>
  );
}
