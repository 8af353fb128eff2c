import { defineConfig } from 'vite';
import { remoteViteConfig } from 'build-config/remote-vite-config';
import { DEFAULT_PORTS } from 'build-config/app-names';
import { ROUTE_PAGE_MODULES, ROUTE_PATHS } from './src/app/route-paths.ts';

export default defineConfig((env) =>
  remoteViteConfig(
    { name: 'mfe_admin', port: DEFAULT_PORTS.mfe_admin, routes: Object.values(ROUTE_PATHS), pages: ROUTE_PAGE_MODULES },
    env,
  ),
);
