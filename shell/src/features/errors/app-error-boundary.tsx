import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isUrlPoisoningError } from '@shared/platform/routing';
import { FallbackErrorScreen } from './fallback-error-screen.tsx';

type State = { failed: boolean };

/** The last line of defence for the shell's own render (remotes have their own boundaries). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[shell] unexpected render failure', error, info.componentStack);
    // Spec §8: such errors come from a poisoned URL; reset it to its bare path.
    if (isUrlPoisoningError(error.message)) window.history.replaceState(null, '', window.location.pathname);
  }

  override render(): ReactNode {
    return this.state.failed ? <FallbackErrorScreen /> : this.props.children;
  }
}
