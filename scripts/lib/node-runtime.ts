/**
 * The one Node.js this project runs on: package.json's `engines.node`, an exact
 * version. `npm install` brings that build from the npm registry
 * (optionalDependencies `node-<platform>-<arch>`, no install script) and links it
 * as node_modules/.bin/node, which npm scripts and npx put first in PATH, so
 * `npm start` and `npm test` run on it whatever Node started npm.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** e.g. "26.10.0". */
export const PINNED_NODE: string = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }).engines
  .node;

/** The environment variable the guard reads; set only where the exact version is required. */
export const PINNED_NODE_ENV = 'RIANCODE_PINNED_NODE';

const GUARD = join(ROOT, 'scripts/lib/pinned-node-guard.mjs');

const major = (version: string) => version.replace(/^v/, '').split('.')[0];

/** Why this process's Node is not the project's, in words a newcomer can act on; null when it is. */
export function runtimeProblem(version: string = process.version, execPath: string = process.execPath): string | null {
  if (version === `v${PINNED_NODE}`) return null;
  return [
    `This project runs on Node.js ${PINNED_NODE} (package.json "engines"); this is Node.js ${version} (${execPath}).`,
    '`npm install` puts Node.js ' + PINNED_NODE + ' in node_modules/.bin/node, and npm scripts and npx run on it:',
    'use `npm start`, `npm test`, `npm run …` or `npx …` rather than `node …` or a tool from your own PATH.',
    'Where the registry has no build for this platform (macOS on Apple silicon, Windows), install Node.js',
    `${PINNED_NODE} yourself, e.g. \`nvm install\` (it reads .nvmrc).`,
  ].join('\n');
}

/**
 * For `npm start`, `npm run dev` and builds: another major version stops with
 * the explanation; the same major with another patch only says so (a
 * developer's own Node of that line on a platform the registry does not cover).
 */
export function checkRuntimeForRunning(log: (line: string) => void = console.error): void {
  const problem = runtimeProblem();
  if (!problem) return;
  if (major(process.version) === major(PINNED_NODE)) {
    log(`Note: running on Node.js ${process.version}, not the pinned ${PINNED_NODE}.`);
    return;
  }
  log(problem);
  process.exit(1);
}

/**
 * The environment for `npm test`'s stages: every Node process a stage starts
 * (Vitest's workers, Playwright, the servers e2e starts, tsx children) first
 * loads the guard, which ends the process when it is not the pinned version,
 * so a stage that silently fell back to another Node fails instead of passing.
 */
export function pinnedRuntimeEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const importGuard = `--import=${pathToFileURL(GUARD).href}`;
  const options = env['NODE_OPTIONS']?.includes(importGuard)
    ? env['NODE_OPTIONS']
    : [env['NODE_OPTIONS'], importGuard].filter(Boolean).join(' ');
  return { [PINNED_NODE_ENV]: PINNED_NODE, NODE_OPTIONS: options };
}
