import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { restartDelay, supervise, type Supervisor } from './supervise.ts';

const backoff = { initialMs: 50, maxMs: 400, resetAfterMs: 10_000 };
let supervisor: Supervisor | undefined;
const dir = mkdtempSync(join(tmpdir(), 'supervise-test-'));
afterEach(() => supervisor?.stop('SIGKILL'));

/** A real process that counts its starts in a file, then exits with `code` after `ms`. */
const flaky =
  (counter: string, ms: number, code = 1) =>
  () =>
    spawn(
      process.execPath,
      ['-e', `require('fs').appendFileSync(${JSON.stringify(counter)}, 'x'); setTimeout(() => process.exit(${code}), ${ms})`],
      { stdio: 'ignore' },
    );
const starts = (counter: string) => {
  try {
    return readFileSync(counter, 'utf8').length;
  } catch {
    return 0;
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('restartDelay', () => {
  it('doubles with each failure in a row, up to the maximum', () => {
    expect([1, 2, 3, 4, 5].map((n) => restartDelay(n, backoff))).toEqual([50, 100, 200, 400, 400]);
  });
});

describe('supervise', () => {
  it('restarts a process that dies, waiting longer each time it fails again', async () => {
    const counter = join(dir, 'crashing');
    const logged: string[] = [];
    supervisor = supervise('backend', flaky(counter, 10), { backoff, log: (line) => logged.push(line) });
    // Starts at 0, then after ~50, ~100, ~200 ms of waiting (plus each run's own life).
    await expect.poll(() => starts(counter), { timeout: 5_000 }).toBeGreaterThanOrEqual(4);
    expect(logged[0]).toMatch(/^backend stopped \(exit 1\); restarting in 0\.1 s$/);
    expect(logged[1]).toContain('restarting in 0.1 s');
    expect(logged[2]).toContain('restarting in 0.2 s');
  });

  it('does not restart once stopped, and a killed process is restarted like a crashed one', async () => {
    const counter = join(dir, 'long');
    const logged: string[] = [];
    supervisor = supervise('backend', flaky(counter, 60_000), { backoff, log: (line) => logged.push(line) });
    await expect.poll(() => starts(counter)).toBe(1);
    supervisor.current()?.kill('SIGKILL');
    await expect.poll(() => starts(counter), { timeout: 3_000 }).toBe(2);
    expect(logged).toEqual(['backend stopped (SIGKILL); restarting in 0.1 s']);
    supervisor.stop();
    await sleep(300);
    expect(starts(counter)).toBe(2);
    expect(supervisor.current()).toBeNull();
  });
});

process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
