import { describe, expect, it } from 'vitest';
import { startBackgroundLoad } from './background-load.ts';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The pids of this process's children, from /proc (Linux, as on CI). */
async function childPids(): Promise<number[]> {
  const { readdir, readFile } = await import('node:fs/promises');
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === process.pid) pids.push(Number(entry));
  }
  return pids;
}

describe('background load', () => {
  it('starts the asked number of CPU-bound processes and ends them all on stop', async () => {
    const before = new Set(await childPids());
    const load = await startBackgroundLoad({ burners: 2, withSite: false, log: () => {} });
    const started = (await childPids()).filter((pid) => !before.has(pid));
    expect(started).toHaveLength(2);
    load.stop();
    await expect.poll(() => started.filter(alive).length).toBe(0);
  });
});
