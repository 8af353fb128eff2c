import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { queryClient } from '@shared/platform/query';

/**
 * Providers that must exist once, above every remote. The shell renders them;
 * a remote only renders them in its standalone dev harness. Tooltip timings
 * are the spec's (§9: open after 700 ms, skip 300 ms). A server render
 * passes its own query client: each request's data is that request's.
 */
export function PlatformProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        {children}
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
