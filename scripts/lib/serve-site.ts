import type { Server } from 'node:http';
import { join } from 'node:path';
import { ROOT } from './build-apps.ts';
import { APPS, type PortMap } from './ports.ts';
import { configJson, remotesJson } from './runtime-files.ts';
import { serveStatic } from './static-server.ts';

/** Serves the five production builds; the shell gets run-time files that point at these ports. */
export async function serveSite(ports: PortMap, anonKey: string): Promise<Server[]> {
  const supabaseUrl = `http://127.0.0.1:${ports.localSupabase}`;
  return Promise.all(
    APPS.map(({ dir, key }) =>
      serveStatic({
        root: join(ROOT, dir, 'dist'),
        port: ports[key],
        spa: key === 'shell',
        virtualFiles:
          key === 'shell' ? { '/config.json': configJson(supabaseUrl, anonKey), '/remotes.json': remotesJson(ports) } : {},
      }),
    ),
  );
}
