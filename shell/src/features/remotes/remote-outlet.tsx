import { useLocation } from '@shared/platform/router';
import { NotFoundPage } from '@shared/ui/not-found';
import { findRemoteFor } from '@shared/platform/federation/remote-list';
import { RemoteArea } from './remote-area.tsx';
import { useRemoteList } from './remote-list-context.tsx';

/**
 * Every path the shell does not own itself: the run-time list says which
 * remote renders it; if none does, the 404 page. Keyed by remote name so that
 * moving between two routes of one remote keeps it mounted.
 */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const remote = findRemoteFor(useRemoteList(), pathname);
  if (!remote) return <NotFoundPage />;
  return <RemoteArea key={remote.name} name={remote.name} />;
}
