/** `npm run build`: production builds of the shell and the four remotes (each into its own dist/). */
import { buildStaleApps } from './lib/build-apps.ts';
import { checkRuntimeForRunning } from './lib/node-runtime.ts';

checkRuntimeForRunning();

buildStaleApps({ force: process.argv.includes('--force') });
