import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/src/federation/remote-vite-config.ts';
import { DEFAULT_PORTS } from '../shared/src/federation/names.ts';

export default defineConfig((env) => remoteViteConfig({ name: 'mfe_admin', port: DEFAULT_PORTS.mfe_admin }, env));
