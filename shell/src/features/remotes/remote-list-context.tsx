import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteDescriptor } from '@shared/platform/federation/remote-list';

const RemoteListContext = createContext<readonly RemoteDescriptor[]>([]);

export function RemoteListProvider({ remotes, children }: { remotes: readonly RemoteDescriptor[]; children: ReactNode }) {
  return <RemoteListContext.Provider value={remotes}>{children}</RemoteListContext.Provider>;
}

export function useRemoteList(): readonly RemoteDescriptor[] {
  return useContext(RemoteListContext);
}
