import { APP_IN_VIEW } from '@shared/delivery-contract';
import { useLive } from '@shared/ui/use-live';
import { useInView } from '../../../lib/use-in-view.ts';
import { CHECK_ORDER, connectionStatus, failedCheck } from '../api/check-result.ts';
import { useConnectionChecks } from '../api/get-connection-checks.ts';
import { useCreateTables } from '../api/create-tables-mutation.ts';
import { diagnosticsText } from '../diagnostics-messages.ts';
import { DiagnosticsView } from './diagnostics-view.tsx';

/** The live card: runs the four checks once it scrolls near, and on every 'Retest Connection'. */
export function ConnectionDiagnostics() {
  const [ref, inView] = useInView<HTMLDivElement>();
  const checks = useConnectionChecks({ enabled: inView });
  const createTables = useCreateTables();
  const hydrated = useLive();

  const createMessage = createTables.isError
    ? { ok: false, text: createTables.error.message }
    : createTables.isSuccess
      ? { ok: true, text: diagnosticsText.createTablesDone(createTables.data.tables.length) }
      : null;

  // The checks catch their own failures; this only happens if the client itself is missing.
  const results = checks.isError ? CHECK_ORDER.map((id) => failedCheck(id, checks.error)) : checks.data;

  return (
    <div ref={ref} {...{ [APP_IN_VIEW]: '' }}>
      <DiagnosticsView
        status={connectionStatus(results, checks.isFetching || checks.isPending)}
        results={results}
        onRetest={() => void checks.refetch()}
        onCreateTables={() => createTables.mutate()}
        creating={createTables.isPending}
        canCreate={hydrated}
        createMessage={createMessage}
      />
    </div>
  );
}
