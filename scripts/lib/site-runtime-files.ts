import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configJson, remotesJsonWithEntries, type ShellRuntimeFiles } from 'site-server/runtime-files';
import { ROOT } from './build-apps.ts';
import type { PortMap } from './ports.ts';

/**
 * The shell's run-time files for a port map on this machine: the committed
 * shell/public/remotes.json with each remote on its port, the backend on its.
 */
export function siteRuntimeFiles(ports: PortMap, anonKey: string, host = 'localhost'): ShellRuntimeFiles {
  const committed = readFileSync(join(ROOT, 'shell/public/remotes.json'), 'utf8');
  const entryOf = (name: string) => (name in ports ? `http://${host}:${ports[name as keyof PortMap]}/mf-manifest.json` : undefined);
  return {
    remotesJson: remotesJsonWithEntries(committed, entryOf),
    configJson: configJson(`http://127.0.0.1:${ports.localSupabase}`, anonKey),
  };
}
