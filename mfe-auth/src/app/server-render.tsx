import { remotePageRenderer } from '@shared/app-root/server-render';
import { currentLegalDocumentQueryOptions } from '../lib/legal-documents/get-current-legal-document.ts';
import RemoteApp from './remote-app.tsx';
import { ROUTE_PATHS } from './route-paths.ts';

/**
 * The auth pages as the server renders them (decision 0031): the three
 * forms, which read no data, and the two policy documents with their current
 * text (decision 0027). /auth/callback and /auth/reset-password act on a
 * link's one-time code in the browser: not rendered.
 */
export const render = remotePageRenderer(RemoteApp, [
  // The forms work before the app in the gate's sense (decision 0040): their fieldsets are app
  // controls, so the app starts when the visitor reaches for a field, and a form sent before it
  // is live is sent once it is.
  { path: ROUTE_PATHS.login, worksBeforeApp: true },
  { path: ROUTE_PATHS.register, worksBeforeApp: true },
  { path: ROUTE_PATHS.forgotPassword, worksBeforeApp: true },
  {
    path: ROUTE_PATHS.terms,
    worksBeforeApp: true,
    prefetch: ({ queryClient }) => queryClient.query(currentLegalDocumentQueryOptions('terms')),
  },
  {
    path: ROUTE_PATHS.privacy,
    worksBeforeApp: true,
    prefetch: ({ queryClient }) => queryClient.query(currentLegalDocumentQueryOptions('privacy')),
  },
]);
