import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { headersForAllPaths, resolveStaticPath } from './plain-static-server.ts';

const root = mkdtempSync(join(tmpdir(), 'plain-static-'));
mkdirSync(join(root, 'courses'));
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'index.html'), 'landing');
writeFileSync(join(root, 'spa-fallback.html'), 'frame');
writeFileSync(join(root, 'courses', 'index.html'), 'catalogue');
writeFileSync(join(root, 'assets', 'app.js'), '');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the CDN stand-in', () => {
  it('answers a file, a folder’s index.html, else the frame', () => {
    expect(resolveStaticPath(root, '/assets/app.js')).toBe(join(root, 'assets', 'app.js'));
    expect(resolveStaticPath(root, '/courses')).toBe(join(root, 'courses', 'index.html'));
    expect(resolveStaticPath(root, '/')).toBe(join(root, 'index.html'));
    expect(resolveStaticPath(root, '/course/99')).toBe(join(root, 'spa-fallback.html'));
  });

  it('never answers from outside its folder', () => {
    expect(resolveStaticPath(root, '/../../etc/passwd')).toBe(join(root, 'spa-fallback.html'));
    expect(resolveStaticPath(root, '/%2e%2e/%2e%2e/etc/passwd')).toBe(join(root, 'spa-fallback.html'));
  });

  it('reads the headers a _headers file gives every path', () => {
    expect(headersForAllPaths('/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: a; b\n/assets/*\n  Cache-Control: x\n')).toEqual({
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': 'a; b',
    });
  });
});
