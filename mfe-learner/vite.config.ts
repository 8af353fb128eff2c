import { defineConfig } from 'vite';
import { remoteViteConfig } from 'build-config/remote-vite-config';
import { DEFAULT_PORTS } from 'build-config/app-names';

export default defineConfig((env) => remoteViteConfig({ name: 'mfe_learner', port: DEFAULT_PORTS.mfe_learner }, env));
