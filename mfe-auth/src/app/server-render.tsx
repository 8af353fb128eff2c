import { remotePageRenderer } from 'shared/server-render';
import RemoteApp from './remote-app.tsx';

/**
 * The auth pages as the server renders them (decision 0020): the three
 * forms, which read no data. /auth/callback and /auth/reset-password act on
 * a link's one-time code in the browser: not rendered.
 */
export const render = remotePageRenderer(RemoteApp, [{ path: '/login' }, { path: '/register' }, { path: '/auth/forgot-password' }]);
