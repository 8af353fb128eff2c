import { CircleCheck, CircleX, Database, KeyRound, LoaderCircle, ShieldCheck, Table2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@shared/ui/cn';
import { diagnosticsText } from '../diagnostics-messages.ts';
import type { CheckId, CheckResult } from '../api/check-result.ts';

const ICONS: Record<CheckId, LucideIcon> = {
  database: Database,
  environment: KeyRound,
  auth: ShieldCheck,
  tableAccess: Table2,
};

/** One line of the card: what was checked, how it went, and the detail. */
export function CheckRow({ id, result, testing }: { id: CheckId; result: CheckResult | undefined; testing: boolean }) {
  const Icon = ICONS[id];
  const state = testing || !result ? 'testing' : result.ok ? 'ok' : 'error';
  return (
    <li data-check={id} data-state={state} className="flex items-start gap-3 rounded-lg border bg-background/60 p-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{diagnosticsText.checks[id]}</p>
        <p className={cn('break-words text-xs text-muted-foreground', state === 'error' && 'text-destructive')}>
          {state === 'testing' ? diagnosticsText.pending : result?.detail}
        </p>
      </div>
      {state === 'testing' ? (
        <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin text-primary" />
      ) : state === 'ok' ? (
        <CircleCheck aria-label="ผ่าน" className="size-5 shrink-0 text-success" />
      ) : (
        <CircleX aria-label="ไม่ผ่าน" className="size-5 shrink-0 text-destructive" />
      )}
    </li>
  );
}
