import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, isolatedRender, type IsolatedRender } from './isolated-render.ts';

/**
 * A remote's server render module as a build would ship it, misbehaving on
 * purpose by URL: /loop never yields, /hang never settles, /throw throws,
 * /number and /huge return no page, /env reports the environment it sees,
 * /memory allocates until the heap limit.
 */
const MODULE = `
export async function render({ url }) {
  if (url === '/loop') for (;;) {}
  if (url === '/hang') await new Promise(() => {});
  if (url === '/throw') throw new Error('render exploded');
  if (url === '/number') return { html: 42, queryState: null };
  if (url === '/huge') return { html: 'x'.repeat(3_000_000), queryState: null };
  if (url === '/function') return { html: '<p>x</p>', queryState: () => 1 };
  if (url === '/waits') return { html: '<p>w</p>', queryState: null, worksBeforeApp: true };
  if (url === '/waits-maybe') return { html: '<p>m</p>', queryState: null, worksBeforeApp: 'yes' };
  if (url === '/env') return { html: JSON.stringify(process.env), queryState: null };
  if (url === '/memory') { const kept = []; for (;;) kept.push(new Array(1e6).fill(url)); }
  return { html: '<p>' + url + '</p>', queryState: { queries: [] } };
}`;

const dir = mkdtempSync(join(tmpdir(), 'isolated-render-test-'));
const moduleFile = join(dir, 'render.mjs');
writeFileSync(moduleFile, MODULE);
const started: IsolatedRender[] = [];
afterAll(() => {
  started.forEach((renderer) => renderer.close());
  rmSync(dir, { recursive: true, force: true });
});

function renderer(limits: Partial<typeof DEFAULT_LIMITS> = {}, logged: string[] = []) {
  const made = isolatedRender(moduleFile, { ...DEFAULT_LIMITS, deadlineMs: 600, ...limits }, (line) => logged.push(line));
  started.push(made);
  return made;
}

const request = (url: string) => ({ url, backend: { supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon' } });

describe('isolatedRender', () => {
  it('renders a page in a worker', async () => {
    const { render, warm } = renderer();
    expect(await warm()).toBe(true);
    expect(await render(request('/courses'))).toEqual({ html: '<p>/courses</p>', queryState: { queries: [] }, worksBeforeApp: false });
  });

  it('passes on that a page works before its app only when the render says exactly true', async () => {
    const { render, warm } = renderer();
    await warm();
    expect((await render(request('/waits')))?.worksBeforeApp).toBe(true);
    expect((await render(request('/waits-maybe')))?.worksBeforeApp).toBe(false);
  });

  it('cuts off a render that busy-loops at the deadline, and the next render works', async () => {
    const logged: string[] = [];
    const { render, warm } = renderer({}, logged);
    await warm();
    const before = Date.now();
    const looping = render(request('/loop'));
    // The server's own event loop keeps turning while the render spins.
    const tick = await new Promise<number>((resolve) => setTimeout(() => resolve(Date.now() - before), 50));
    expect(tick).toBeLessThan(300);
    expect(await looping).toBeNull();
    expect(Date.now() - before).toBeLessThan(1_000);
    expect(logged.join('\n')).toContain('/loop took longer than 600 ms');
    // A fresh worker loads the module again: the first page after it may need the load time.
    await warm();
    expect(await render(request('/after'))).toEqual({ html: '<p>/after</p>', queryState: { queries: [] }, worksBeforeApp: false });
  });

  it('cuts off a render that never settles, and one that loops beside it in the same worker', async () => {
    const { render, warm } = renderer();
    await warm();
    const [hung, looped] = await Promise.all([render(request('/hang')), render(request('/loop'))]);
    expect([hung, looped]).toEqual([null, null]);
    await warm();
    expect((await render(request('/x')))?.html).toBe('<p>/x</p>');
  });

  it('gives null for a render that throws or returns garbage, and keeps rendering', async () => {
    const logged: string[] = [];
    const { render, warm } = renderer({ maxHtmlLength: 1_000_000 }, logged);
    await warm();
    expect(await render(request('/throw'))).toBeNull();
    expect(logged.join('\n')).toContain('render exploded');
    expect(await render(request('/number'))).toBeNull();
    expect(await render(request('/huge'))).toBeNull();
    expect(await render(request('/function'))).toBeNull();
    expect(await render(request('/still'))).toEqual({ html: '<p>/still</p>', queryState: { queries: [] }, worksBeforeApp: false });
  });

  it('gives the module an empty environment, not the server’s', async () => {
    process.env.SITE_SERVER_TEST_SECRET = 'not for remotes';
    const { render, warm } = renderer();
    await warm();
    const page = await render(request('/env'));
    delete process.env.SITE_SERVER_TEST_SECRET;
    expect(JSON.parse(page?.html ?? 'null')).toEqual({});
  });

  it('stops a render past its memory limit; the next render gets a fresh worker', async () => {
    const { render, warm } = renderer({ memoryMb: 32, deadlineMs: 5_000, retryAfterMs: 0 });
    await warm();
    expect(await render(request('/memory'))).toBeNull();
    await warm();
    expect((await render(request('/ok')))?.html).toBe('<p>/ok</p>');
  });

  it('gives null at once for a module that does not load, until it is worth trying again', async () => {
    const broken = join(dir, 'broken.mjs');
    writeFileSync(broken, 'export const notRender = 1;');
    const logged: string[] = [];
    const made = isolatedRender(broken, { ...DEFAULT_LIMITS, deadlineMs: 2_000 }, (line) => logged.push(line));
    started.push(made);
    expect(await made.warm()).toBe(false);
    expect(logged.join('\n')).toContain('no render function');
    const before = Date.now();
    expect(await made.render(request('/a'))).toBeNull();
    expect(Date.now() - before).toBeLessThan(50);
  });
});
