import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { APPS } from './ports.ts';
import { SHARED_PACKAGE_DIRS } from './shared-packages.ts';
import { SERVER_RENDER_ENTRY } from '@shared/delivery-contract';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const STAMP = '.build-hash';
const SKIP = new Set(['node_modules', 'dist', '.vite', '__mf__temp', '.__mf__temp']);

function walk(path: string, out: string[]): void {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    out.push(path);
    return;
  }
  for (const name of readdirSync(path).sort()) {
    if (!SKIP.has(name)) walk(join(path, name), out);
  }
}

/** Content hash of everything a production build of `dir` depends on. */
export function inputHash(dir: string): string {
  const files: string[] = [];
  for (const part of ['src', 'build', 'public', 'index.html', 'vite.config.ts', 'package.json']) walk(join(ROOT, dir, part), files);
  // The packages every app builds with: the browser's shared modules (every package under shared/) and the build-time config.
  for (const pkg of [...SHARED_PACKAGE_DIRS, 'build-config']) {
    walk(join(ROOT, pkg, 'src'), files);
    walk(join(ROOT, pkg, 'package.json'), files);
  }
  // The page's run-time files the shell's build emits (build-config/page-runtime-files.ts).
  walk(join(ROOT, 'build-config', 'page-files'), files);
  walk(join(ROOT, 'package-lock.json'), files);
  const hash = createHash('sha256');
  for (const file of files) {
    if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
    hash.update(file.slice(ROOT.length)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

export function isFresh(dir: string): boolean {
  const stamp = join(ROOT, dir, 'dist', STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === inputHash(dir);
}

/** Builds every app whose inputs changed since its last build (or all, with force). */
export function buildStaleApps({ force = false, log = console.log } = {}): void {
  for (const { dir } of APPS) {
    if (!force && isFresh(dir)) {
      log(`  ✓ ${dir} is up to date`);
      continue;
    }
    log(`  … building ${dir}`);
    const started = Date.now();
    try {
      viteBuild(dir);
    } catch (error) {
      // The shell's build checks its federation shares and fails when @module-federation/vite's parsing race
      // left them unmaterialized (shell/build/verify-materialized-shares.ts): a second build is the cure.
      if (dir !== 'shell') throw error;
      log(`  … building ${dir} again (${error instanceof Error ? error.message : String(error)})`);
      viteBuild(dir);
    }
    // A remote that renders pages on the server builds that module too (decision 0031).
    if (existsSync(join(ROOT, dir, SERVER_RENDER_ENTRY))) viteBuild(dir, {}, `server render build of ${dir}`, ['--ssr']);
    writeFileSync(join(ROOT, dir, 'dist', STAMP), inputHash(dir));
    log(`  ✓ built ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/**
 * Every app's vite.config.ts imports the build-config package (TypeScript, through its exports
 * map). Vite's default loader bundles only relative imports and hands package imports to Node,
 * which cannot run .ts; its module runner transforms them as it loads them (decision 0039).
 */
export const VITE_CONFIG_LOADER = ['--configLoader', 'runner'];

/** `vite build` in a folder under the repo root; throws when the build fails. */
export function viteBuild(dir: string, env: NodeJS.ProcessEnv = {}, what = `build of ${dir}`, args: string[] = []): void {
  const result = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', ...VITE_CONFIG_LOADER, '--logLevel', 'warn', ...args],
    {
      cwd: join(ROOT, dir),
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  if (result.status !== 0) throw new Error(`${what} failed (exit ${result.status ?? 'signal'})`);
}

/**
 * The benchmark-only monolithic shell (shell/build/monolith.ts) into
 * shell/dist-monolith. Always rebuilt: it is never served by `npm start`.
 */
export function buildMonolith(log = console.log): void {
  log('  … building the monolithic variant (shell with the remotes bundled in)');
  viteBuild('shell', { MONOLITH: '1' }, 'monolithic build');
}
