import { AlertTriangle, RotateCcw } from 'lucide-react';
import { Button } from './button.tsx';
import { cn } from './cn.ts';
import { th } from '@shared/messages';

type ErrorStateProps = {
  title?: string;
  message?: string;
  onRetry?: () => void;
  className?: string;
};

/** The Thai error card: used for failed queries and for a remote that could not load. */
export function ErrorState({ title = th.errors.title, message = th.errors.unexpectedRetry, onRetry, className }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        'mx-auto flex max-w-lg flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-8 text-center',
        className,
      )}
    >
      <AlertTriangle aria-hidden="true" className="size-8 text-destructive" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-muted-foreground">{message}</p>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          {th.errors.retry}
        </Button>
      ) : null}
    </div>
  );
}
