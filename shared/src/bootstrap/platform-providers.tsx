import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { queryClient } from '../query/query-client.ts';

/**
 * Providers that must exist once, above every remote. The shell renders them;
 * a remote only renders them in its standalone dev harness. Tooltip timings
 * are the spec's (§9: open after 700 ms, skip 300 ms).
 */
export function PlatformProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        {children}
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
