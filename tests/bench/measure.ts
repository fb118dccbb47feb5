import { performance } from "node:perf_hooks";

export type Timing = { label: string; runs: number; medianMs: number; p99Ms: number };

function quantile(sorted: number[], q: number) {
  const index = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/**
 * Runs `fn` `runs` times after a short warm-up and prints the median and p99 in milliseconds.
 * `fn` receives the run number so each run can use fresh input.
 */
export async function measure(
  label: string,
  runs: number,
  fn: (run: number) => unknown,
): Promise<Timing> {
  for (let i = 0; i < Math.min(20, runs); i++) await fn(-1 - i);
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await fn(run);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const timing = {
    label,
    runs,
    medianMs: quantile(samples, 0.5),
    p99Ms: quantile(samples, 0.99),
  };
  console.log(
    `${label}: ${runs} runs, median ${timing.medianMs.toFixed(2)} ms, p99 ${timing.p99Ms.toFixed(2)} ms`,
  );
  return timing;
}
