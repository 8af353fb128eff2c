import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSiteApp, type SiteDeps } from './app.ts';
import { visitorDatabase } from './backend/visitor-database.ts';
import { fakeRestBackend } from './backend/testing/fake-rest-backend.ts';
import { HEAD_SOURCES } from './pages/heads/index.ts';
import { pageDocuments } from './pages/page-documents.ts';
import { configJson } from './runtime-files.ts';
import { SITEMAP_SOURCES } from './seo/sitemap-sources/index.ts';
import { sessionCookieChunks } from '@shared/platform/session-cookie';
import type { ServerRenderRequest } from '@shared/delivery-contract';

/** A shell build in miniature: the pre-rendered landing, the frame with its loading area, one asset, one cover. */
const shellDir = mkdtempSync(join(tmpdir(), 'site-server-app-'));
const BEFORE_PAINT = "document.documentElement.classList.toggle('dark', false);";
const HEAD = `<head><meta name="description" content="default" /><title>เรียนโค้ด</title><script data-before-paint>${BEFORE_PAINT}</script><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>`;
writeFileSync(
  join(shellDir, 'index.html'),
  `<html>${HEAD}<body><h1>landing</h1><div data-course-shelves=""><div aria-hidden="true">loading</div></div><footer>end</footer></body></html>`,
);
writeFileSync(
  join(shellDir, 'spa-fallback.html'),
  `<html>${HEAD}<body><div id="root"><div data-remote-area-slot>loading</div></div></body></html>`,
);
mkdirSync(join(shellDir, 'assets'));
writeFileSync(join(shellDir, 'assets', 'index-abc.js'), 'console.log(1)');
mkdirSync(join(shellDir, 'media', 'courses'), { recursive: true });
writeFileSync(join(shellDir, 'media', 'courses', 'python.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
writeFileSync(join(tmpdir(), 'site-server-secret.txt'), 'secret');
afterAll(() => {
  rmSync(shellDir, { recursive: true, force: true });
  rmSync(join(tmpdir(), 'site-server-secret.txt'), { force: true });
});

const runtime = {
  remotesJson: JSON.stringify({
    remotes: [
      { name: 'mfe_catalog', entry: 'http://127.0.0.1:5002/mf-manifest.json', routes: ['/courses', '/course/*', '/blog', '/blog/*'] },
      { name: 'mfe_auth', entry: 'http://127.0.0.1:5001/mf-manifest.json', routes: ['/login', '/auth/*'] },
      {
        name: 'mfe_learner',
        entry: 'http://127.0.0.1:5003/mf-manifest.json',
        routes: ['/dashboard', '/certificate/*', '/course/:id/lesson/*'],
      },
    ],
  }),
  configJson: configJson('http://127.0.0.1:54321', `header.${'x'.repeat(60)}.signature`),
};

/** The backend as the REST reads see it: published courses 1 and 2, one published article; `down` makes every read fail. */
let down = false;
const SITE_SEO: Record<string, { title: string; description: string }> = {
  'eq./': { title: 'เรียนโค้ด | หน้าแรก', description: 'คอร์สเขียนโปรแกรมภาษาไทย' },
  'eq./courses': { title: 'คอร์สทั้งหมด | เรียนโค้ด', description: 'เลือกคอร์สที่ใช่' },
  'eq./login': { title: 'เข้าสู่ระบบ | เรียนโค้ด', description: '' },
};
const { send } = fakeRestBackend(({ relation, params }) => {
  if (down) throw new TypeError('fetch failed');
  if (relation === 'site_seo') {
    const row = SITE_SEO[params.get('path') ?? ''];
    return row ? [row] : [];
  }
  if (relation === 'rpc/landing_courses') {
    const card = { image_url: null, sale_price: null, rating_avg: 4.5, reviews_count: 2, students_count: 9, instructor_name: null };
    return {
      popular: [{ ...card, id: 1, title: 'พื้นฐาน Python', price: 1790, current_price: 1790 }],
      newest: [],
      free: [{ ...card, id: 7, title: 'Git ฟรี', price: 0, current_price: 0 }],
    };
  }
  if (relation === 'course_catalog' && !params.has('id'))
    return [
      { id: 1, updated_at: null },
      { id: 2, updated_at: null },
    ];
  if (relation === 'published_articles' && !params.has('slug'))
    return [{ slug: 'docker-for-beginners', updated_at: '2026-11-20T00:00:00Z' }];
  if (relation === 'published_articles')
    return params.get('slug') === 'eq.docker-for-beginners'
      ? [{ title: 'Docker สำหรับมือใหม่', excerpt: 'เริ่มใช้ Docker', cover_url: null }]
      : [];
  return params.get('id') === 'eq.1'
    ? [{ title: 'Python พื้นฐาน', description: 'เริ่มเขียนโปรแกรม', image_url: '/media/courses/python.svg' }]
    : [];
});

const logged: string[] = [];
/** What each remote render was asked; the learner's remote renders its member's dashboard only for a token its backend takes. */
const renderRequests: ServerRenderRequest[] = [];
const MEMBER_TOKEN = 'header.member.signature';
const deps: SiteDeps = {
  shellDir,
  build: 'federated',
  runtime: () => runtime,
  documents: pageDocuments(shellDir),
  // The catalogue's render tries to smuggle in a script marked as the shell's own: the policy must not allow it.
  renders: {
    render: (remote, request) => {
      renderRequests.push(request);
      if (remote.name === 'mfe_learner' && request.url === '/dashboard' && request.accessToken === MEMBER_TOKEN)
        return Promise.resolve({
          remote: remote.name,
          url: request.url,
          html: '<h1>dashboard of u-1</h1>',
          queryState: {},
          renderedFor: 'u-1',
        });
      return Promise.resolve(
        remote.name === 'mfe_catalog'
          ? { remote: remote.name, url: request.url, html: '<h1>courses</h1><script data-before-paint>alert(1)</script>', queryState: {} }
          : null,
      );
    },
  },
  manifests: () => Promise.resolve(null),
  // The pages each remote's routes.json lists; mfe_learner's cannot be read.
  routes: (remote) =>
    Promise.resolve(
      {
        mfe_catalog: ['/courses', '/course/:id', '/blog', '/blog/:slug'],
        mfe_auth: ['/login', '/auth/callback'],
      }[remote.name] ?? null,
    ),
  styleSheets: () => Promise.resolve([]),
  database: visitorDatabase(1_000, send),
  heads: HEAD_SOURCES,
  sitemapSources: SITEMAP_SOURCES,
  log: (line) => logged.push(line),
};
const app = createSiteApp(deps);
const get = (path: string) => app.request(`http://riancode.test${path}`);

describe('site-server app', () => {
  it('renders a remote’s page into the frame, with the CSP and the security headers', async () => {
    const response = await get('/courses');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-remote="mfe_catalog"');
    expect(html).toContain('<h1>courses</h1>');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="http://127.0.0.1:5002/mf-manifest.json">');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('allows the shell’s before-paint script by its hash, on every page, and nothing a remote rendered', async () => {
    const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    for (const path of ['/', '/courses', '/no-such-page']) {
      const scriptSrc = (await get(path)).headers
        .get('content-security-policy')
        ?.split('; ')
        .find((d) => d.startsWith('script-src '));
      expect(scriptSrc).toBe(`script-src 'self' ${sha256(BEFORE_PAINT)} http://127.0.0.1:5002 http://127.0.0.1:5001 http://127.0.0.1:5003`);
    }
    expect(await (await get('/courses')).text()).toContain('alert(1)');
  });

  it('writes the run-time files into every page, so the app starts without fetching them', async () => {
    const html = await (await get('/courses')).text();
    const inline = /<meta name="runtime-files" content="([^"]*)"><\/head>/
      .exec(html)?.[1]
      ?.replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(JSON.parse(inline ?? 'null')).toEqual({
      config: JSON.parse(runtime.configJson) as unknown,
      remotes: JSON.parse(runtime.remotesJson) as unknown,
    });
    expect(await (await get('/')).text()).toContain('name="runtime-files"');
  });

  it('serves "/" as the pre-rendered landing', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>landing</h1>');
  });

  it('renders the landing’s course shelves from the database into their slot, and leaves them loading when the backend is down', async () => {
    const html = await (await get('/')).text();
    expect(html).not.toContain('loading');
    expect(html).toContain('href="/course/1"');
    expect(html).toContain('คอร์สยอดนิยม');
    expect(html).toContain('data-course-shelves-state=');
    expect(html).toContain('<footer>end</footer>');
    down = true;
    try {
      const offline = await (await get('/')).text();
      expect(offline).toContain('<div data-course-shelves=""><div aria-hidden="true">loading</div></div>');
    } finally {
      down = false;
    }
  });

  it('answers 404, with the frame for the app’s not-found page, for a path no one owns', async () => {
    for (const path of ['/no-such-page', '/courses/extra/deep']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('data-remote-area-slot');
    }
  });

  it('answers 404 for a path under a remote’s prefix that is none of its pages (its routes.json), 200 for one that is', async () => {
    for (const path of ['/auth/xyz', '/auth/callback/extra', '/course/1/nonsense', '/blog/docker-for-beginners/extra']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('data-remote-area-slot');
    }
    for (const path of ['/auth/callback', '/course/1/lesson/2', '/blog/docker-for-beginners'])
      expect((await get(path)).status, path).toBe(200);
    // A remote whose list cannot be read keeps every path it owns: no 404 by guesswork.
    expect((await get('/certificate/any/thing')).status).toBe(200);
  });

  it('gives a lesson’s page to mfe_learner inside mfe_catalog’s /course/* (the more specific pattern wins, decision 0065)', async () => {
    expect(await (await get('/course/1')).text()).toContain('<h1>courses</h1>');
    const lesson = await get('/course/1/lesson/2');
    expect(lesson.status).toBe(200);
    // mfe_learner renders nothing on the server: the frame's loading area, not the catalogue's render.
    const html = await lesson.text();
    expect(html).not.toContain('<h1>courses</h1>');
    expect(html).toContain('data-remote-area-slot');
  });

  it('gives "/" and other pages the head an admin wrote in site_seo, and leaves a row with a blank field to the shell', async () => {
    const landing = await (await get('/')).text();
    expect(landing).toContain('<title>เรียนโค้ด | หน้าแรก</title>');
    expect(landing).toContain('<meta name="description" content="คอร์สเขียนโปรแกรมภาษาไทย">');
    expect(landing).toContain('<link rel="canonical" href="http://riancode.test/">');
    const courses = await (await get('/courses/')).text();
    expect(courses).toContain('<title>คอร์สทั้งหมด | เรียนโค้ด</title>');
    const login = await (await get('/login')).text();
    expect(login).not.toContain('<title>เข้าสู่ระบบ | เรียนโค้ด</title>');
    expect(login).not.toContain('rel="canonical"');
  });

  it('gives a course page the course’s own title, description and Open Graph card', async () => {
    const response = await get('/course/1');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Python พื้นฐาน | เรียนโค้ด</title>');
    expect(html).toContain('<meta name="description" content="เริ่มเขียนโปรแกรม">');
    expect(html).toContain('<meta property="og:image" content="http://riancode.test/media/courses/python.svg">');
  });

  it('answers 404 for a course id that is not a published course, 200 with the site’s head when the backend cannot say', async () => {
    expect((await get('/course/999')).status).toBe(404);
    expect((await get('/course/abc')).status).toBe(404);
    down = true;
    const unknown = await get('/course/1');
    down = false;
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain('<title>เรียนโค้ด</title>');
  });

  it('gives an article its own title and an article Open Graph card; a slug that is not a published article is a 404', async () => {
    const response = await get('/blog/docker-for-beginners');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Docker สำหรับมือใหม่ | เรียนโค้ด</title>');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect((await get('/blog/no-such-article')).status).toBe(404);
    expect((await get('/blog/Not_A_Slug')).status).toBe(404);
    expect((await get('/blog')).status).toBe(200);
  });

  it('lists every published course in the sitemap, and says 503 rather than a shorter list when the backend is down', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain('<loc>http://riancode.test/course/1</loc>');
    expect(xml).toContain('<loc>http://riancode.test/course/2</loc>');
    expect(xml).toContain('<loc>http://riancode.test/blog/docker-for-beginners</loc>');
    down = true;
    const unavailable = await get('/sitemap.xml');
    down = false;
    expect(unavailable.status).toBe(503);
  });

  it('serves robots.txt pointing at the sitemap, and /healthz', async () => {
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: http://riancode.test/sitemap.xml');
    expect(robots).toContain('Disallow: /admin');
    const health = await get('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });

  it('caches hashed assets for a year and covers for a day; unknown files are 404 and nothing outside the build is served', async () => {
    expect((await get('/assets/index-abc.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const cover = await get('/media/courses/python.svg');
    expect(cover.headers.get('content-type')).toBe('image/svg+xml');
    expect(cover.headers.get('cache-control')).toMatch(/^public, max-age=86400\b/);
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/..%2Fsite-server-secret.txt')).status).toBe(403);
    const config = await get('/config.json');
    expect(config.headers.get('cache-control')).toBe('no-store');
    expect(await config.json()).toMatchObject({ supabaseUrl: 'http://127.0.0.1:54321' });
  });

  it('logs one JSON line per request: method, path, status, milliseconds', async () => {
    logged.length = 0;
    await get('/nowhere?q=secret');
    expect(logged).toHaveLength(1);
    const line = JSON.parse(logged[0] ?? '{}') as Record<string, unknown>;
    expect(line).toMatchObject({ method: 'GET', path: '/nowhere', status: 404 });
    expect(typeof line.ms).toBe('number');
    expect(logged[0]).not.toContain('secret');
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await app.request('http://riancode.test/courses', { method: 'POST' })).status).toBe(405);
  });

  it('renders a member’s page from their session cookie, for their browser alone; any other cookie gets the page as before', async () => {
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    const cookieOf = (token: string, expiresAt: number) =>
      [
        'theme=dark',
        ...sessionCookieChunks({ access_token: token, expires_at: expiresAt }).map(({ name, value }) => `${name}=${value}`),
      ].join('; ');
    const withCookie = (cookie: string | null) =>
      app.request('http://riancode.test/dashboard', {
        headers: { 'Accept-Encoding': 'gzip', ...(cookie === null ? {} : { Cookie: cookie }) },
      });
    const textOf = (response: Response) => {
      const gzipped = response.headers.get('content-encoding') === 'gzip';
      return new Response(gzipped ? response.body?.pipeThrough(new DecompressionStream('gzip')) : response.body).text();
    };

    renderRequests.length = 0;
    const member = await withCookie(cookieOf(MEMBER_TOKEN, inAnHour));
    expect(renderRequests.map((request) => request.accessToken)).toEqual([MEMBER_TOKEN]);
    expect(member.status).toBe(200);
    expect(member.headers.get('cache-control')).toBe('private, no-store');
    expect(member.headers.get('vary')).toMatch(/^Cookie\b/);
    expect(member.headers.get('access-control-allow-origin')).toBeNull();
    const html = await textOf(member);
    expect(html).toContain('<h1>dashboard of u-1</h1>');
    expect(html).toContain('data-rendered-for="u-1"');
    expect(html).not.toContain(MEMBER_TOKEN);

    const expired = cookieOf(MEMBER_TOKEN, Math.floor(Date.now() / 1000) - 1);
    for (const cookie of [null, 'riancode-auth=garbage', expired, cookieOf('header.forged.signature', inAnHour)]) {
      renderRequests.length = 0;
      const page = await withCookie(cookie);
      expect(page.headers.get('cache-control'), String(cookie)).toBe('no-cache');
      expect(page.headers.get('vary') ?? '', String(cookie)).not.toContain('Cookie');
      const text = await textOf(page);
      expect(text).not.toContain('dashboard of');
      expect(text).toContain('data-remote-area-slot');
    }
    // An expired cookie is not even passed on: the backend would refuse it anyway.
    expect(renderRequests.at(-1)?.accessToken).toBe('header.forged.signature');
  });
});
