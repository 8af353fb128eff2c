import { cpus, loadavg, totalmem } from 'node:os';

/** What the figures were measured on: they mean little without the machine and how busy it was. */
export function describeMachine(): string {
  const cores = cpus();
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
  return `${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, load average ${load} (1/5/15 min)`;
}
