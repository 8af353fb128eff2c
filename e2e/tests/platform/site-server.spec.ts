import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startSiteServer, type RunningSiteServer } from 'site-server';
import { freePort } from 'local-supabase/free-port';
import { anonClient, serviceClient } from '../../fixtures/backend.ts';
import { siteRuntimeFiles, waitForLivePage } from '../../fixtures/site.ts';
import { fileURLToPath } from 'node:url';
import { SHELL_BUILD_DIR } from 'shell/server-contract';

/**
 * site-server as a visitor and a crawler meet it (docs/decisions/0031-delivery.md):
 * real statuses, the security headers, a sitemap of every published course,
 * and remote renders that cannot take the server down with them.
 */

test('a path no one owns, a sub-path no remote page has and a course that is not published answer 404; real pages 200, with the security headers', async ({
  request,
}) => {
  // Sub-paths under a remote's prefix are pages only if the remote's routes.json lists them.
  for (const path of [
    '/no-such-page',
    '/course/9999',
    '/course/8',
    '/course/abc',
    '/auth/xyz',
    '/course/1/nonsense',
    '/admin/nonsense',
    '/certificate/x/y',
    // Issue 31: a record that does not exist is a 404, not a 200 with "not found" drawn in it.
    '/certificate/XYZ',
    '/certificate/RC-2569-ZZZZZZZZZZ',
    '/instructor/999999',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  for (const path of [
    '/',
    '/courses',
    '/course/1',
    '/login',
    '/dashboard',
    '/auth/forgot-password',
    '/course/1/lesson/111',
    '/instructor/1',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-frame-options']).toBe('DENY');
    expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers()['permissions-policy']).toContain('camera=()');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  }
  expect(await (await request.get('/healthz')).json()).toEqual({ status: 'ok' });
});

test('a course page carries the course’s own title, description and Open Graph card, and keeps its title once live', async ({
  request,
  page,
}) => {
  const html = await (await request.get('/course/1')).text();
  const { data: course } = await anonClient().from('courses').select('title, description').eq('id', 1).single();
  expect(course).not.toBeNull();
  expect(html).toContain(`<title>${course?.title ?? ''} | เรียนโค้ด</title>`);
  expect(html).toContain('<meta property="og:title"');
  expect(html).toContain('<meta property="og:image" content="http://localhost:');
  await page.goto('/course/1');
  await waitForLivePage(page);
  await expect(page).toHaveTitle(`${course?.title ?? ''} | เรียนโค้ด`);
});

test('the sitemap lists every published course, and robots.txt points at it', async ({ request }) => {
  const { data: published } = await anonClient().from('courses').select('id').eq('status', 'published');
  const { data: drafts } = await serviceClient().from('courses').select('id').eq('status', 'draft');
  expect(published?.length).toBeGreaterThan(0);
  const xml = await (await request.get('/sitemap.xml')).text();
  const listed = [...xml.matchAll(/<loc>[^<]*\/course\/(\d+)<\/loc>/g)].map((match) => Number(match[1]));
  expect(listed.sort((a, b) => a - b)).toEqual((published ?? []).map((row) => row.id).sort((a, b) => a - b));
  for (const draft of drafts ?? []) expect(listed).not.toContain(draft.id);
  // Every instructor's public page too (issue 31).
  // A view's id is nullable to the types; an instructor always has one (instructors.id).
  const { data: instructors } = await anonClient().from('instructor_profiles').select('id');
  const listedInstructors = [...xml.matchAll(/<loc>[^<]*\/instructor\/(\d+)<\/loc>/g)].map((match) => Number(match[1]));
  expect(listedInstructors.sort((a, b) => a - b)).toEqual(
    (instructors ?? []).flatMap((row) => (row.id === null ? [] : [row.id])).sort((a, b) => a - b),
  );
  expect(await (await request.get('/robots.txt')).text()).toContain('/sitemap.xml');
});

test.describe('a remote whose server render hangs or crashes', () => {
  /** A remote's origin whose server render module busy-loops (/hang) or kills its thread (/crash). */
  const MODULES: Record<string, string> = {
    hang: 'export async function render() { for (;;) {} }',
    crash: 'export async function render() { process.exit(1); }',
  };
  let badOrigin: Server | undefined;
  let site: RunningSiteServer | undefined;
  let siteUrl = '';

  test.beforeAll(async () => {
    badOrigin = createServer((req, res) => {
      const [, kind = '', ...rest] = (req.url ?? '').split('/');
      const file = rest.join('/');
      if (file === 'server/render.json') return res.end(JSON.stringify({ module: `render-${kind}.js` }));
      if (file === `server/render-${kind}.js` && MODULES[kind])
        return res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(MODULES[kind]);
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => badOrigin?.listen(0, '127.0.0.1', resolve));
    const bad = `http://127.0.0.1:${(badOrigin.address() as AddressInfo).port}`;
    // The e2e site's files, with the auth remote (/login) hanging and the admin remote (/admin) crashing.
    const runtime = await siteRuntimeFiles();
    const list = JSON.parse(runtime.remotesJson) as { remotes: { name: string; entry: string }[] };
    for (const remote of list.remotes) {
      if (remote.name === 'mfe_auth') remote.entry = `${bad}/hang/mf-manifest.json`;
      if (remote.name === 'mfe_admin') remote.entry = `${bad}/crash/mf-manifest.json`;
    }
    const port = await freePort();
    site = await startSiteServer({
      shellDir: fileURLToPath(SHELL_BUILD_DIR),
      port,
      runtime: () => ({ ...runtime, remotesJson: JSON.stringify(list) }),
      log: () => undefined,
    });
    siteUrl = `http://localhost:${port}`;
  });

  test.afterAll(async () => {
    await site?.close();
    badOrigin?.close();
  });

  test('its pages come without their server render within the deadline, and other pages stay fast and server-rendered', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const timed = async (path: string) => {
      const started = Date.now();
      const response = await request.get(`${siteUrl}${path}`);
      return { ms: Date.now() - started, status: response.status(), html: await response.text() };
    };
    // Warm the catalogue's worker: its first page may wait for the module to load.
    await expect.poll(async () => (await timed('/courses')).html.includes('data-server-rendered'), { timeout: 20_000 }).toBe(true);

    for (let round = 0; round < 3; round++) {
      const [hung, crashed, courses] = await Promise.all([timed('/login'), timed('/admin'), timed('/courses')]);
      expect(hung.status).toBe(200);
      expect(hung.html).not.toContain('data-server-rendered');
      expect(hung.ms, 'a hanging render is cut off at its deadline (1.5 s)').toBeLessThan(3_000);
      expect(crashed.status).toBe(200);
      expect(crashed.html).not.toContain('data-server-rendered');
      expect(courses.ms, 'the catalogue does not wait for the hanging render').toBeLessThan(1_500);
      expect(courses.html).toContain('data-server-rendered');
    }
    expect((await timed('/healthz')).status).toBe(200);
  });
});
