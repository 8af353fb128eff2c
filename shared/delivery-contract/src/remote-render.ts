/**
 * The contract between a remote's server render and the server that serves
 * the shell (decision 0031). React-free,
 * so that server can import it without loading a renderer.
 *
 * A remote that renders pages on the server ships, next to its browser build,
 * `dist/server/render.json` (`{ "module": "<file>" }`) and that module, a
 * self-contained ES module whose `render` export is a RenderRemotePage. The
 * manifest's name never changes; the module's name carries its content hash,
 * so a server that cached one module notices a redeployed remote.
 */

/** Where a remote's server render is described, relative to its mf-manifest.json. */
export const SERVER_RENDER_MANIFEST = 'server/render.json';

/**
 * Where a remote lists the route patterns of its pages (`{ "routes": ["/course/:id", …] }`),
 * relative to its mf-manifest.json: remotes.json says which remote owns a path prefix, this says
 * which paths under it are pages, so the server answers 404 for the rest.
 */
export const REMOTE_ROUTE_MANIFEST = 'routes.json';

/** The remote source file a server render is built from. */
export const SERVER_RENDER_ENTRY = 'src/app/server-render.tsx';

export interface ServerRenderRequest {
  /** Path and query string of the page, e.g. `/courses?level=beginner`. */
  url: string;
  /** The backend the shell's /config.json names; read anonymously. */
  backend: { supabaseUrl: string; supabaseAnonKey: string };
  /**
   * The access token of the member whose browser asked for the page (its session cookie, decision 0070),
   * unchecked: a member's page reads the member's row and data with it, so the backend judges it. A page
   * that is not a member's ignores it.
   */
  accessToken?: string;
}

export interface ServerRenderedPage {
  /** The remote App's markup at that URL. */
  html: string;
  /** The queries it read, as TanStack's dehydrate() gives them, for the browser's cache. */
  queryState: unknown;
  /**
   * True when the page needs no script until the visitor presses something: every control is a
   * link, a GET form or an app control (./app-control.ts), and opening the page starts nothing a
   * visit must do (an article's reading count does). The shell may then start the app of a
   * signed-out visitor only at the first interaction (decision 0040).
   */
  worksBeforeApp?: boolean;
  /**
   * The id of the member whose page this is, read with their access token (decision 0070): the page is
   * theirs alone, never to be cached for anyone else. Absent on a page any visitor gets.
   */
  renderedFor?: string;
}

export type RenderRemotePage = (request: ServerRenderRequest) => Promise<ServerRenderedPage | null>;
