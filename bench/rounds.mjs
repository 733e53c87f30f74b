// The measuring loop the in-process benchmarks share: each task runs in alternating rounds, so that a
// slow moment of the machine does not land on one side only, and each round's median and mean
// latency are kept (the middle round's figure is robust to garbage-collection pauses).
import { Bench } from 'tinybench';

/** The middle value of a list (the upper one of the two for an even length). */
export const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Runs every task of `tasks` (name → function) for `time` ms after `warmupTime` ms, `rounds` times
 * in turn, and returns each task's per-round median (`p50`) and mean latency in microseconds.
 * A task that throws stops the benchmark with its error.
 */
export async function alternatingRounds(tasks, { rounds = 5, time = 1000, warmupTime = 200 } = {}) {
  const names = Object.keys(tasks);
  const p50 = Object.fromEntries(names.map((name) => [name, []]));
  const mean = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const name of names) {
      globalThis.gc?.();
      const bench = new Bench({ time, warmupTime });
      bench.add(name, tasks[name]);
      await bench.run();
      const { result } = bench.tasks[0];
      if (result.state !== 'completed') throw new Error(`${name}: ${result.error?.stack ?? result.state}`);
      p50[name].push(result.latency.p50 * 1000);
      mean[name].push(result.latency.mean * 1000);
    }
  }
  return { p50, mean };
}
