import { remotePageRenderer } from 'shared/server-render';
import { currentLegalDocumentQueryOptions } from '../features/legal/api/get-current-legal-document.ts';
import RemoteApp from './remote-app.tsx';
import { ROUTE_PATHS } from './route-paths.ts';

/**
 * The auth pages as the server renders them (decision 0031): the three
 * forms, which read no data, and the two policy documents with their current
 * text (decision 0027). /auth/callback and /auth/reset-password act on a
 * link's one-time code in the browser: not rendered.
 */
export const render = remotePageRenderer(RemoteApp, [
  { path: ROUTE_PATHS.login },
  { path: ROUTE_PATHS.register },
  { path: ROUTE_PATHS.forgotPassword },
  { path: ROUTE_PATHS.terms, prefetch: ({ queryClient }) => queryClient.query(currentLegalDocumentQueryOptions('terms')) },
  { path: ROUTE_PATHS.privacy, prefetch: ({ queryClient }) => queryClient.query(currentLegalDocumentQueryOptions('privacy')) },
]);
