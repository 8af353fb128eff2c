import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient } from '@shared/platform/query';

/**
 * Providers that must exist once, above every remote. The shell renders them;
 * a remote only renders them in its standalone dev harness. A server render
 * passes its own query client: each request's data is that request's.
 * No Radix `Tooltip.Provider`: the site shows no Radix tooltip, and the
 * provider alone put Radix's tooltip, dismissable layer, focus scope and
 * presence (~6 KB gzip) on every page's first press (decision 0062). A
 * tooltip brings its own provider, with the spec's timings (§9: open after
 * 700 ms, skip 300 ms).
 */
export function PlatformProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
