import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startPlatform } from '@shared/platform/bootstrap';
import { App } from './app/app.tsx';
import { ConfigErrorScreen } from './features/errors/config-error-screen.tsx';
import type { RemoteDescriptor } from '@shared/platform/federation/remote-list';
import { fetchRemoteList } from './features/remotes/remote-manifest.ts';
import { registerRemoteList } from './features/remotes/remote-loader.ts';
import { installPrefetchOnIntent, prefetchCurrentPage } from './features/remotes/prefetch-on-intent.ts';
import { adoptServerRenderedArea } from './features/remotes/server-rendered-area.ts';
import { pressReleased } from './features/remotes/press-release.ts';
import { seedServerRenderedShelves } from './features/landing/course-shelves-slot.ts';
import { queryClient } from '@shared/platform/query';
import { AUTH_STORAGE_KEY } from '@shared/platform/supabase/storage-key';
import { startsWithoutSession } from './paint-first/visitor-gate.ts';
import { loadLandingRoute } from './app/load-landing-route.ts';
import './index.css';

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing from index.html');
  return element;
}
const container = rootElement();

/**
 * "/" arrives pre-rendered (shell/build/prerender.ts) and is hydrated: React
 * adopts the painted HTML instead of replacing it. Every other path arrives
 * with the app's frame painted in (data-app-frame: header, footer, a loading
 * area), which the first render here replaces with the same frame, now live;
 * where the server rendered the remote's page into that area, the live
 * frame keeps showing it until the remote is live (decision 0031).
 */
const isPrerenderedPage = () => container.dataset.prerendered === window.location.pathname;

/**
 * The remote list and the backend config are both run-time files; they load
 * in parallel. A bad config gets a full-page Thai error (never a blank page);
 * a missing remote list only means every remote area shows its error card.
 */
async function boot(): Promise<void> {
  // "/"'s own code (app.tsx loads it lazily) downloads beside the config instead of after the first render.
  if (window.location.pathname === '/') void loadLandingRoute();
  const remotesPromise = fetchRemoteList().catch((error: unknown): RemoteDescriptor[] => {
    console.error('[shell] /remotes.json could not be loaded', error);
    return [];
  });
  try {
    // A visitor's app starts without the auth library; a sign-in form loads it when used (decision 0062).
    const page = { location: window.location, storage: () => window.localStorage, sessionKey: AUTH_STORAGE_KEY };
    await startPlatform('/config.json', startsWithoutSession(page) ? 'when-needed' : 'now');
  } catch (error) {
    createRoot(container).render(<ConfigErrorScreen detail={error instanceof Error ? error.message : String(error)} />);
    return;
  }
  const remotes = await remotesPromise;
  adoptServerRenderedArea(container, queryClient);
  seedServerRenderedShelves(queryClient, container);
  registerRemoteList(remotes);
  prefetchCurrentPage(remotes, window.location.pathname);
  installPrefetchOnIntent(remotes);
  // The first render moves the painted page into the live frame: not under a press (press-release.ts).
  await pressReleased();
  // A transition lets React yield to the browser while it renders the first
  // screen, instead of one long task that blocks input (TBT in bench:web).
  const app = (
    <StrictMode>
      <App remotes={remotes} />
    </StrictMode>
  );
  startTransition(() => {
    if (isPrerenderedPage()) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void boot();
