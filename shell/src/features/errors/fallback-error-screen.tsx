import { AlertTriangle, Home, RotateCcw } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { th } from '@shared/messages';

/** Spec §2 fallback error screen. Plain links/buttons: it must work even when the router is broken. */
export function FallbackErrorScreen() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <AlertTriangle aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-2xl font-bold">{th.errors.title}</h1>
      <p className="text-muted-foreground">{th.errors.unexpectedRetry}</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCcw aria-hidden="true" />
          {th.errors.reload}
        </Button>
        <Button variant="outline" onClick={() => window.location.assign('/')}>
          <Home aria-hidden="true" />
          {th.errors.home}
        </Button>
      </div>
    </main>
  );
}
