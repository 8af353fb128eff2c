import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RemoteDescriptor } from '../../shared/src/federation/remote-list.ts';
import { cachedFetch } from './cached-fetch.ts';
import { SERVER_RENDER_MANIFEST, type RenderRemotePage, type ServerRenderedPage, type ServerRenderRequest } from '../../shared/src/server-render/contract.ts';

/** A remote's page as its server render gave it, ready to be spliced into the shell's frame. */
export interface ServerRenderedArea extends ServerRenderedPage {
  remote: string;
  url: string;
}

const MODULE_TIMEOUT_MS = 10_000;
/** Past this a page is served with its loading area, as if the remote rendered nothing. */
export const SERVER_RENDER_DEADLINE_MS = 1_500;

/**
 * Asks the remote that owns a page to render it on the server
 * (docs/decisions/0020-server-rendered-remote-pages.md). The remote's module
 * is fetched from the remote's own origin (the shell's server knows remotes
 * only by their URLs, as the browser does), written to a file named by its
 * content and imported; a module is loaded once, and its manifest is re-read
 * every two seconds (cachedFetch) so a redeployed remote takes effect at once.
 *
 * Never throws and never holds a page back: a remote that is down, ships no
 * server render, fails, or is slower than the deadline gives null, and the
 * page is served with its loading area as before. Failures are logged.
 */
export function remoteServerRenderer({ deadlineMs = SERVER_RENDER_DEADLINE_MS, log = (line: string) => console.warn(line) } = {}) {
  // No manifest (a 404): this remote renders nothing on the server.
  const manifests = cachedFetch((response) => response.json() as Promise<{ module?: unknown }>, { ttlMs: 2_000 });
  const modules = new Map<string, Promise<RenderRemotePage | null>>();

  const moduleUrlOf = async (remote: RemoteDescriptor): Promise<string | null> => {
    const manifestUrl = new URL(SERVER_RENDER_MANIFEST, remote.entry).href;
    const file = (await manifests(manifestUrl))?.module;
    return typeof file === 'string' ? new URL(file, manifestUrl).href : null;
  };

  const renderFunctionAt = (moduleUrl: string): Promise<RenderRemotePage | null> => {
    const cached = modules.get(moduleUrl);
    if (cached) return cached;
    const loading = importRemoteModule(moduleUrl).catch((error: unknown) => {
      log(`[server render] ${moduleUrl} could not be loaded: ${String(error)}`);
      modules.delete(moduleUrl); // tried again on a later request
      return null;
    });
    modules.set(moduleUrl, loading);
    return loading;
  };

  const render = async (remote: RemoteDescriptor, request: ServerRenderRequest): Promise<ServerRenderedArea | null> => {
    const moduleUrl = await moduleUrlOf(remote);
    if (!moduleUrl) return null;
    const renderPage = await renderFunctionAt(moduleUrl);
    const page = renderPage ? await renderPage(request) : null;
    return page ? { ...page, remote: remote.name, url: request.url } : null;
  };

  /** Loads the remotes' server render modules ahead of the first page that needs one. */
  const prepare = (remotes: readonly RemoteDescriptor[]): Promise<unknown> => {
    const load = async (remote: RemoteDescriptor) => {
      const moduleUrl = await moduleUrlOf(remote);
      if (moduleUrl) await renderFunctionAt(moduleUrl);
    };
    return Promise.all(remotes.map(load));
  };

  const renderInTime = (remote: RemoteDescriptor, request: ServerRenderRequest): Promise<ServerRenderedArea | null> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), deadlineMs);
    });
    const rendered = render(remote, request).catch((error: unknown) => {
      log(`[server render] ${remote.name} failed to render ${request.url}: ${String(error)}`);
      return null;
    });
    return Promise.race([rendered, late]).finally(() => clearTimeout(timer));
  };

  return { render: renderInTime, prepare };
}

/** Fetches a remote's server render module and imports it from a file named by its content. */
async function importRemoteModule(moduleUrl: string): Promise<RenderRemotePage> {
  const response = await fetch(moduleUrl, { signal: AbortSignal.timeout(MODULE_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const code = await response.text();
  const dir = join(tmpdir(), 'riancode-server-render');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${createHash('sha256').update(moduleUrl).update('\0').update(code).digest('hex').slice(0, 32)}.mjs`);
  await writeFile(file, code);
  const module = (await import(pathToFileURL(file).href)) as { render?: unknown };
  if (typeof module.render !== 'function') throw new Error('the module has no render function');
  return module.render as RenderRemotePage;
}
