import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemoteDescriptor } from '@shared/platform/federation/remote-list';
import { SERVER_RENDER_MANIFEST, type ServerRenderedPage, type ServerRenderRequest } from '@shared/delivery-contract';
import { cachedFetch } from './cached-fetch.ts';
import { onRemoteOrigin } from './remote-origin.ts';
import { recentRenders } from './recent-renders.ts';
import { DEFAULT_LIMITS, isolatedRender, type IsolatedRender, type IsolationLimits } from './render-worker/isolated-render.ts';

/** A remote's page as its server render gave it, ready to be spliced into the shell's frame. */
export interface ServerRenderedArea extends ServerRenderedPage {
  remote: string;
  url: string;
}

const MODULE_TIMEOUT_MS = 10_000;

/**
 * Asks the remote that owns a page to render it on the server
 * (docs/decisions/0031-delivery.md). The remote's module is fetched from the
 * remote's own origin (an origin the shell's remotes.json lists: a manifest
 * naming a module elsewhere is refused), written to a file named by its
 * content and run in a worker thread of its own (isolated-render.ts). Its
 * manifest is re-read every two seconds (cachedFetch), so a redeployed remote
 * takes effect at once; the previous module's worker is then terminated.
 *
 * Never throws and never holds a page back: a remote that is down, ships no
 * server render, fails, returns garbage, or is slower than the deadline gives
 * null, and the page is served with its loading area. Failures are logged.
 */
export function remoteServerRenderer({
  limits = DEFAULT_LIMITS,
  log = (line: string) => console.warn(line),
}: { limits?: IsolationLimits; log?: (line: string) => void } = {}) {
  // No manifest (a 404): this remote renders nothing on the server.
  const manifests = cachedFetch((response) => response.json() as Promise<{ module?: unknown }>, { ttlMs: 2_000 });
  /** Per remote: the module URL it runs and that module's worker (null while it is being fetched, or when it failed). */
  const workers = new Map<string, { moduleUrl: string; renderer: Promise<IsolatedRender | null> }>();

  const moduleUrlOf = async (remote: RemoteDescriptor): Promise<string | null> => {
    const manifestUrl = onRemoteOrigin(remote, SERVER_RENDER_MANIFEST);
    const file = manifestUrl ? (await manifests(manifestUrl))?.module : undefined;
    if (typeof file !== 'string' || !manifestUrl) return null;
    const moduleUrl = onRemoteOrigin(remote, file, manifestUrl);
    if (!moduleUrl) log(`[server render] ${remote.name} names a module outside its origin (${file}): refused`);
    return moduleUrl;
  };

  const rendererOf = async (remote: RemoteDescriptor): Promise<IsolatedRender | null> => {
    const moduleUrl = await moduleUrlOf(remote);
    const known = workers.get(remote.name);
    if (!moduleUrl) return null;
    if (known?.moduleUrl === moduleUrl) return known.renderer;
    // A redeployed remote: its previous module's worker goes, with the memory it held.
    void known?.renderer.then((old) => old?.close());
    const renderer = downloadModule(moduleUrl).then(
      (file) => isolatedRender(file, limits, log),
      (error: unknown) => {
        log(`[server render] ${moduleUrl} could not be loaded: ${String(error)}`);
        workers.delete(remote.name); // tried again on a later request
        return null;
      },
    );
    workers.set(remote.name, { moduleUrl, renderer });
    return renderer;
  };

  const lastGood = recentRenders<ServerRenderedArea>();

  const render = async (remote: RemoteDescriptor, request: ServerRenderRequest): Promise<ServerRenderedArea | null> => {
    // A module still downloading (or a manifest slow to answer) goes on in the background; this page goes without.
    const renderer = await withinDeadline(
      rendererOf(remote).catch(() => null),
      limits.deadlineMs,
    );
    const page = renderer ? await renderer.render(request) : null;
    const module = workers.get(remote.name)?.moduleUrl;
    // The entry too: a remote moved to a new address whose manifest has not answered yet still has the old
    // deployment's module here, and its old markup must not stand in for the new code.
    const key = `${remote.name} ${remote.entry} ${module ?? ''} ${request.backend.supabaseUrl} ${request.url}`;
    if (page) {
      const area = { ...page, remote: remote.name, url: request.url };
      // A member's page is theirs alone (decision 0070): never kept, so never served to anyone else. Nor is
      // any page asked for with a session, should a remote read with it where it should not.
      if (module && page.renderedFor === undefined && request.accessToken === undefined) lastGood.remember(key, area);
      return area;
    }
    // Late or failed this time: the page's last good render, if it is recent, rather than none (recent-renders.ts).
    // Only a render of a request without a session is ever kept (above).
    const previous = module ? lastGood.recall(key) : null;
    if (previous) log(`[server render] ${remote.name} ${request.url}: served its render of ${Math.round(previous.ageMs / 1000)} s ago`);
    return previous?.value ?? null;
  };

  /** Loads the remotes' server render modules (and starts their workers) ahead of the first page that needs one. */
  const prepare = (remotes: readonly RemoteDescriptor[]): Promise<unknown> =>
    Promise.all(remotes.map(async (remote) => (await rendererOf(remote))?.warm()));

  const close = () => {
    for (const { renderer } of workers.values()) void renderer.then((worker) => worker?.close());
    workers.clear();
  };

  return { render, prepare, close };
}

export type RemoteServerRenderer = ReturnType<typeof remoteServerRenderer>;

/** The promise's value if it settles within `ms`, else null (the promise itself carries on). */
function withinDeadline<T>(promise: Promise<T | null>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Fetches a remote's server render module into a file named by its URL and content. */
async function downloadModule(moduleUrl: string): Promise<string> {
  const response = await fetch(moduleUrl, { signal: AbortSignal.timeout(MODULE_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const code = await response.text();
  const dir = join(tmpdir(), 'riancode-server-render');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${createHash('sha256').update(moduleUrl).update('\0').update(code).digest('hex').slice(0, 32)}.mjs`);
  await writeFile(file, code);
  return file;
}
