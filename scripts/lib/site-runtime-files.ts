import { readFileSync } from 'node:fs';
import { configJson, remotesJsonWithEntries, type ShellRuntimeFiles } from 'site-server/runtime-files';
import { COMMITTED_REMOTE_LIST } from 'shell/runtime-files';
import type { PortMap } from './ports.ts';

/**
 * The shell's run-time files for a port map on this machine: the committed
 * remote list (shell/runtime-files) with each remote on its port (https when the servers have a certificate),
 * the backend on its (plain HTTP on loopback, which a browser trusts from an https page).
 */
export function siteRuntimeFiles(
  ports: PortMap,
  anonKey: string,
  host = 'localhost',
  scheme: 'http' | 'https' = 'http',
): ShellRuntimeFiles {
  const committed = readFileSync(COMMITTED_REMOTE_LIST, 'utf8');
  const entryOf = (name: string) => (name in ports ? `${scheme}://${host}:${ports[name as keyof PortMap]}/mf-manifest.json` : undefined);
  return {
    remotesJson: remotesJsonWithEntries(committed, entryOf),
    configJson: configJson(`http://127.0.0.1:${ports.localSupabase}`, anonKey),
  };
}
