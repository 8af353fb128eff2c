import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from './render-worker/isolated-render.ts';
import { remoteServerRenderer, type RemoteServerRenderer } from './remote-server-render.ts';
import { startTestServer } from './test-http-server.ts';

/** A remote's server render module, as its build ships it: a self-contained ES module. */
const moduleSource = (version: string) => `
let flakyCalls = 0;
export async function render({ url, backend, accessToken }) {
  if (url.startsWith('/flaky') && ++flakyCalls > 1) await new Promise((resolve) => setTimeout(resolve, 1000));
  if (url.startsWith('/member')) {
    if (!accessToken) await new Promise((resolve) => setTimeout(resolve, 1000));
    return { html: '<p>the dashboard of u-1</p>', queryState: { queries: [] }, renderedFor: 'u-1' };
  }
  if (url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 1000));
  if (url.startsWith('/broken')) throw new Error('render failed');
  if (url.startsWith('/none')) return null;
  return { html: '<p>${version} ' + url + ' ' + backend.supabaseUrl + '</p>', queryState: { queries: [] } };
}`;

let server: { origin: string; close: () => void };
let origin = '';
let version = 'v1';
beforeAll(async () => {
  server = await startTestServer((req, res) => {
    if (req.url === '/server/render.json') return res.end(JSON.stringify({ module: `render-${version}.js` }));
    if (req.url === '/elsewhere/server/render.json') return res.end(JSON.stringify({ module: 'http://127.0.0.1:9/render.js' }));
    if (req.url === '/stuck/server/render.json') return res.end(JSON.stringify({ module: 'render-stuck.js' }));
    if (req.url === '/stuck/server/render-stuck.js') return; // never answers
    if (req.url === '/moved/server/render.json') return; // a new deployment whose manifest has not answered yet
    if (req.url === `/server/render-${version}.js`) {
      res.setHeader('Content-Type', 'text/javascript');
      return res.end(moduleSource(version));
    }
    res.writeHead(404).end();
  });
  origin = server.origin;
});
const renderers: RemoteServerRenderer[] = [];
afterAll(() => {
  renderers.forEach((renderer) => renderer.close());
  server.close();
});

const backend = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon' };
const remote = () => ({ name: 'mfe_catalog', entry: `${origin}/mf-manifest.json`, routes: ['/*'] });
function renderer(options: Parameters<typeof remoteServerRenderer>[0] = { log: () => undefined }) {
  const made = remoteServerRenderer(options);
  renderers.push(made);
  return made;
}

describe('remoteServerRenderer', () => {
  it('renders a page with the module the remote’s manifest names, for the backend it is given', async () => {
    const { render, prepare } = renderer();
    await prepare([remote()]);
    expect(await render(remote(), { url: '/courses?q=x', backend })).toEqual({
      remote: 'mfe_catalog',
      url: '/courses?q=x',
      worksBeforeApp: false,
      html: '<p>v1 /courses?q=x http://127.0.0.1:54321</p>',
      queryState: { queries: [] },
    });
  });

  it('gives null, without holding the page back, for pages it does not render, failures and renders past the deadline', async () => {
    const logged: string[] = [];
    const { render, prepare } = renderer({ limits: { ...DEFAULT_LIMITS, deadlineMs: 300 }, log: (line) => logged.push(line) });
    await prepare([remote()]);
    expect(await render(remote(), { url: '/none', backend })).toBeNull();
    expect(await render(remote(), { url: '/broken', backend })).toBeNull();
    expect(logged.join('\n')).toContain('render failed');
    const started = Date.now();
    expect(await render(remote(), { url: '/slow', backend })).toBeNull();
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('serves a page its last good render when this one is late, and says so', async () => {
    const logged: string[] = [];
    const { render, prepare } = renderer({ limits: { ...DEFAULT_LIMITS, deadlineMs: 300 }, log: (line) => logged.push(line) });
    await prepare([remote()]);
    const first = await render(remote(), { url: '/flaky', backend });
    expect(first?.html).toBe('<p>v1 /flaky http://127.0.0.1:54321</p>');
    expect(await render(remote(), { url: '/flaky', backend })).toEqual(first);
    expect(logged.some((line) => line.includes('/flaky: served its render of'))).toBe(true);
  });

  it('never keeps a member’s render, nor any asked for with a session, to serve when a later render is late', async () => {
    const { render, prepare } = renderer({ limits: { ...DEFAULT_LIMITS, deadlineMs: 300 }, log: () => undefined });
    await prepare([remote()]);
    const member = await render(remote(), { url: '/member', backend, accessToken: 'h.p.s' });
    expect(member).toMatchObject({ html: '<p>the dashboard of u-1</p>', renderedFor: 'u-1' });
    expect(await render(remote(), { url: '/member', backend })).toBeNull();

    const other = renderer({ limits: { ...DEFAULT_LIMITS, deadlineMs: 300 }, log: () => undefined });
    await other.prepare([remote()]);
    expect((await other.render(remote(), { url: '/flaky', backend, accessToken: 'h.p.s' }))?.html).toContain('/flaky');
    expect(await other.render(remote(), { url: '/flaky', backend })).toBeNull();
  });

  it('never serves the last render of a remote that moved to a new address for its new code', async () => {
    const { render, prepare } = renderer({ limits: { ...DEFAULT_LIMITS, deadlineMs: 300 }, log: () => undefined });
    await prepare([remote()]);
    expect((await render(remote(), { url: '/courses', backend }))?.html).toContain('v1');
    const moved = { ...remote(), entry: `${origin}/moved/mf-manifest.json` };
    expect(await render(moved, { url: '/courses', backend })).toBeNull();
  });

  it('gives null for a remote that is down, ships no server render, or names a module on another origin', async () => {
    const logged: string[] = [];
    const { render } = renderer({ log: (line) => logged.push(line) });
    expect(await render({ name: 'down', entry: 'http://127.0.0.1:9/mf-manifest.json', routes: ['/*'] }, { url: '/a', backend })).toBeNull();
    expect(await render({ name: 'none', entry: `${origin}/nothing/mf-manifest.json`, routes: ['/*'] }, { url: '/a', backend })).toBeNull();
    expect(
      await render({ name: 'away', entry: `${origin}/elsewhere/mf-manifest.json`, routes: ['/*'] }, { url: '/a', backend }),
    ).toBeNull();
    expect(logged.join('\n')).toContain('outside its origin');
  });

  it('does not hold a page back while the remote’s module is still downloading', async () => {
    const { render } = renderer({ limits: { ...DEFAULT_LIMITS, deadlineMs: 300 }, log: () => undefined });
    const started = Date.now();
    expect(await render({ name: 'stuck', entry: `${origin}/stuck/mf-manifest.json`, routes: ['/*'] }, { url: '/a', backend })).toBeNull();
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('takes a redeployed remote’s new module once the manifest names it', async () => {
    const { render, prepare } = renderer();
    await prepare([remote()]);
    expect((await render(remote(), { url: '/a', backend }))?.html).toContain('v1');
    version = 'v2';
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // the manifest is reread after two seconds
    await prepare([remote()]);
    expect((await render(remote(), { url: '/a', backend }))?.html).toContain('v2');
  });
});
