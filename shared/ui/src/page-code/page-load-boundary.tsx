import { Component, type ReactNode } from 'react';
import { ErrorState } from '../error-state.tsx';
import { th } from '@shared/messages';
import { PageCodeUnavailable } from './lazy-page.ts';

interface Props {
  /** The page's path: moving to another page tries again. */
  resetKey: string;
  children: ReactNode;
}

/**
 * A page whose code could not be fetched says so in Thai with a retry, in the page's area only, and tries
 * again by itself when the browser is back online. Any other error goes on to the shell's boundary
 * around the remote (rethrown), which owns "this part of the site is unavailable".
 */
export class PageLoadBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) this.retry();
  }

  private readonly retry = () => {
    const { error } = this.state;
    if (error instanceof PageCodeUnavailable) error.retry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof PageCodeUnavailable)) throw error;
    return (
      <div className="px-4 py-16">
        <ErrorState message={th.errors.network} onRetry={this.retry} />
      </div>
    );
  }
}
