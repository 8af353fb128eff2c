import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startVisitorPlatform } from '@shared/platform/bootstrap/visitor';
import { AUTH_STORAGE_KEY } from '@shared/platform/supabase/storage-key';
import { ConfigErrorScreen } from '../features/errors/config-error-screen.tsx';
import { VisitorLandingApp } from './visitor-landing-app.tsx';
import { queryClient } from '@shared/platform/query';
import { seedServerRenderedShelves } from '../features/landing/course-shelves-slot.ts';

/*
 * The start of "/" for a visitor: the paint-first gate picks this module
 * instead of the app when the browser holds no session and the URL carries
 * nothing for the app to act on (shell/build/prerendered-page.ts,
 * decision 0031). It hydrates the pre-rendered landing on a platform started
 * for a visitor: a REST client with the anon key, a signed-out auth bus.
 */

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

async function boot(root: HTMLElement): Promise<void> {
  try {
    await startVisitorPlatform();
  } catch (error) {
    createRoot(root).render(<ConfigErrorScreen detail={error instanceof Error ? error.message : String(error)} />);
    return;
  }
  // Signed in from another tab: this page was made for a visitor, so start again as the app.
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY && event.newValue !== null) window.location.reload();
  });
  // The site server's render of the course shelves (course-shelves-slot.ts): hydrated with its data, not refetched.
  seedServerRenderedShelves(queryClient, root);
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <VisitorLandingApp />
      </StrictMode>,
    );
  });
}

void boot(container);
