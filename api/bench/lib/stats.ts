export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};

/** Runs `action` `warmup` times untimed, then `runs` times; milliseconds of each timed run. */
export async function timeRuns(action: () => Promise<unknown>, runs: number, warmup = 5): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await action();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await action();
    times.push(performance.now() - started);
  }
  return times;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A line a reader can scan: the figure, its target and whether it is met. */
export function verdict(met: boolean) {
  return met ? 'meets' : 'MISSES';
}
