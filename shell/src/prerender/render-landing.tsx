import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
// Build-time only (runs in Node, never federated): the one router API the site itself does not need.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router-dom';
import { queryClient } from 'shared/query';
import { App } from '../app/app.tsx';

/** The one path the build pre-renders: the landing page, the only page the shell renders itself. */
export const PRERENDERED_PATH = '/';

function AtLanding({ children }: { children: ReactNode }) {
  return <StaticRouter location={PRERENDERED_PATH}>{children}</StaticRouter>;
}

/**
 * The landing page's HTML as a first visit renders it before anything is
 * known: no session yet, no data yet (the blog and the diagnostics show their
 * loading state), light theme. The browser paints this at once; main.tsx then
 * hydrates it with that same first render. Runs at build time, in Node
 * (shell/build/prerender.ts).
 */
export function renderLanding(): string {
  try {
    return renderToString(
      <StrictMode>
        <App remotes={[]} Router={AtLanding} />
      </StrictMode>,
    );
  } finally {
    // The render registered its (still pending) queries in the shared client;
    // their garbage-collection timers would keep the build's Node process
    // alive for the whole gcTime.
    queryClient.clear();
  }
}
