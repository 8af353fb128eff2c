import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PortMap } from './ports.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface RemoteEntry {
  name: string;
  entry: string;
  routes: string[];
}

/**
 * The shell's run-time files for a given port map. Route ownership comes from
 * the committed shell/public/remotes.json (the one source of truth); only the
 * hosts change.
 */
export function remotesJson(ports: PortMap, host = 'localhost'): string {
  const committed = JSON.parse(readFileSync(`${ROOT}shell/public/remotes.json`, 'utf8')) as { remotes: RemoteEntry[] };
  const remotes = committed.remotes.map((remote) => {
    const port = ports[remote.name as keyof PortMap];
    return { ...remote, entry: `http://${host}:${port}/mf-manifest.json` };
  });
  return JSON.stringify({ remotes }, null, 2);
}

export function configJson(supabaseUrl: string, anonKey: string): string {
  return JSON.stringify({ supabaseUrl, supabaseAnonKey: anonKey }, null, 2);
}
