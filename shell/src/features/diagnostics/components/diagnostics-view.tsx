import { Activity, DatabaseZap, RefreshCw } from 'lucide-react';
import { appControl } from '@shared/delivery-contract';
import { Badge } from '@shared/ui/badge';
import { Button } from '@shared/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@shared/ui/card';
import { cn } from '@shared/ui/cn';
import { diagnosticsText } from '../diagnostics-messages.ts';
import { CHECK_ORDER, type CheckResult, type ConnectionStatus } from '../api/check-result.ts';
import { CheckRow } from './check-row.tsx';

export interface DiagnosticsViewProps {
  status: ConnectionStatus;
  results: readonly CheckResult[] | undefined;
  onRetest: () => void;
  onCreateTables: () => void;
  creating: boolean;
  /** False until the pre-rendered page is live (useLive): the button would do nothing yet. */
  canCreate?: boolean;
  /** 'Failed to create tables: ...' or the success line after Create Tables; null before. */
  createMessage: { ok: boolean; text: string } | null;
}

const BADGE_CLASS: Record<ConnectionStatus, string> = {
  testing: 'border-transparent bg-secondary text-secondary-foreground',
  connected: 'border-transparent bg-success text-success-foreground',
  error: 'border-transparent bg-destructive text-destructive-foreground',
};

/** The connection-diagnostics card, pure: everything it shows comes in through props. */
export function DiagnosticsView({
  status,
  results,
  onRetest,
  onCreateTables,
  creating,
  canCreate = true,
  createMessage,
}: DiagnosticsViewProps) {
  const testing = status === 'testing';
  return (
    <Card data-testid="connection-diagnostics" data-status={status} aria-busy={testing} className="bg-card/80 shadow-lg backdrop-blur">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Activity aria-hidden="true" className="size-5 text-primary" />
            {diagnosticsText.title}
          </CardTitle>
          <CardDescription>{diagnosticsText.description}</CardDescription>
        </div>
        <Badge role="status" aria-live="polite" className={cn('shrink-0 self-start', BADGE_CLASS[status])}>
          {diagnosticsText.status[status]}
        </Badge>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 sm:grid-cols-2">
          {CHECK_ORDER.map((id) => (
            <CheckRow key={id} id={id} testing={testing} result={results?.find((r) => r.id === id)} />
          ))}
        </ul>
        {createMessage ? (
          <p
            role={createMessage.ok ? 'status' : 'alert'}
            className={cn('mt-3 text-sm', createMessage.ok ? 'text-success' : 'text-destructive')}
          >
            {createMessage.text}
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onRetest} disabled={testing}>
          <RefreshCw aria-hidden="true" className={cn(testing && 'animate-spin')} />
          {diagnosticsText.retest}
        </Button>
        <Button onClick={onCreateTables} disabled={creating || !canCreate} {...appControl('diagnostics-create-tables', canCreate)}>
          <DatabaseZap aria-hidden="true" />
          {creating ? diagnosticsText.creatingTables : diagnosticsText.createTables}
        </Button>
      </CardFooter>
    </Card>
  );
}
