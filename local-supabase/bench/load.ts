/** A closed-loop load generator: `concurrency` clients, each sending its next request when the last one answers. */
export interface Scenario {
  name: string;
  request: () => Promise<Response>;
}

export interface LoadResult {
  scenario: string;
  concurrency: number;
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export interface LoadLimits {
  maxRequests: number;
  maxMs: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

export async function runLoad(scenario: Scenario, concurrency: number, limits: LoadLimits): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = started + limits.maxMs;

  const client = async (): Promise<void> => {
    while (issued < limits.maxRequests && performance.now() < deadline) {
      issued += 1;
      const t0 = performance.now();
      // A refused or reset connection is an error too, not a crash of the whole run.
      const ok = await scenario.request().then(
        async (response) => {
          await response.arrayBuffer();
          return response.ok;
        },
        () => false,
      );
      latencies.push(performance.now() - t0);
      if (!ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, () => client()));

  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    scenario: scenario.name,
    concurrency,
    requests: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}
