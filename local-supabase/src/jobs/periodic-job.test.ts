import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job.ts';

afterEach(() => vi.useRealTimers());

describe('startPeriodicJob', () => {
  it('runs one run at a time: a manual run waits for the one in progress', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const job = startPeriodicJob(
      async () => {
        const n = order.length / 2 + 1;
        order.push(`start ${n}`);
        if (n === 1) await new Promise<void>((resolve) => (release = resolve));
        order.push(`end ${n}`);
        return n;
      },
      { intervalMs: 0, idle: 0 },
    );
    const first = job.runOnce();
    const second = job.runOnce();
    await vi.waitFor(() => expect(order).toEqual(['start 1']));
    release();
    await expect(first).resolves.toBe(1);
    await expect(second).resolves.toBe(2);
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
    await job.stop();
  });

  it('runs every interval, reports a failed run and goes on', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    const job = startPeriodicJob(
      () => {
        runs += 1;
        return runs === 1 ? Promise.reject(new Error('database away')) : Promise.resolve(runs);
      },
      { intervalMs: 1000, idle: 0, onError: (error) => errors.push(error) },
    );
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    await job.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
  });

  it('never runs by itself with interval 0, and stop waits for a run that can see it was stopped', async () => {
    vi.useFakeTimers();
    let sawStop = false;
    let started = false;
    let release: () => void = () => undefined;
    const job = startPeriodicJob(
      async (isStopped) => {
        started = true;
        await new Promise<void>((resolve) => (release = resolve));
        sawStop = isStopped();
        return 1;
      },
      { intervalMs: 0, idle: 0 },
    );
    await vi.advanceTimersByTimeAsync(60_000);
    const run = job.runOnce();
    await vi.waitFor(() => expect(started).toBe(true));
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    await expect(run).resolves.toBe(1);
    expect(sawStop).toBe(true);
  });
});
