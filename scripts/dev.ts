/**
 * `npm run dev`: local-supabase plus the five Vite dev servers on the port map.
 * The shell's public/remotes.json already points at the remotes' dev ports.
 * (A hot update inside a remote shows in the shell after a reload; for
 * instant HMR work on a remote standalone: `npm run dev:standalone -w mfe-x`.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, VITE_CONFIG_LOADER } from './lib/build-apps.ts';
import { startLocalSupabase, waitForHttp } from './lib/local-supabase-process.ts';
import { APPS, START_PORTS } from './lib/ports.ts';
import { checkRuntimeForRunning } from './lib/node-runtime.ts';

checkRuntimeForRunning();

const children: ChildProcess[] = [];
const stopAll = () => {
  children.forEach((child) => child.kill('SIGTERM'));
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

const backend = startLocalSupabase({ port: START_PORTS.localSupabase, siteUrl: `http://localhost:${START_PORTS.shell}` });
children.push(backend);
await waitForHttp(`http://127.0.0.1:${START_PORTS.localSupabase}/`, 90_000, backend);

for (const { dir } of APPS) {
  children.push(
    spawn(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), ...VITE_CONFIG_LOADER], {
      cwd: join(ROOT, dir),
      stdio: 'inherit',
    }),
  );
}
console.log(`\nDev site: http://localhost:${START_PORTS.shell}  (Ctrl+C stops everything)\n`);
