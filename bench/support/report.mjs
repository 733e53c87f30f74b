// How a benchmark reports its summary rows to `npm run bench` (bench/run.mjs): each row is one line
// of the issue's speed table, measured with its floor in the same run. run.mjs gives each benchmark
// process the file to append to (WEATHER_DOUBLE_BENCH_REPORT) and prints every row in one table at
// the end. Run alone (`node bench/x.bench.mjs`), a benchmark prints its rows itself.
import { appendFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A goal: `{ at: 'most' | 'least', value, of: 'ratio' | 'figure' }`: the ratio to the floor (or the
 * figure itself) must be at most / at least `value`. `undefined`: a row reported without a goal.
 * @typedef {{ at: 'most' | 'least', value: number, of: 'ratio' | 'figure', unit?: string }} Goal
 */

/**
 * One summary row.
 * @typedef {object} Row
 * @property {string} work what is measured (the issue's wording)
 * @property {string} figure the measured figure with its unit, e.g. `30,313 requests/s`
 * @property {string} floor the floor measured in the same run, e.g. `25,983 requests/s (bare MSW)`
 * @property {number | undefined} ratio the figure relative to the floor, as `ratioMeans` says
 * @property {string} ratioMeans what the ratio is, e.g. `double latency ÷ floor latency (lower is better)`
 * @property {number} [value] the figure as a number, for a goal `of: 'figure'`
 * @property {Goal} [goal]
 */

/** `'≤ 0.6× (ratio)'`: a goal as the summary prints it. */
export function goalText(goal) {
  if (goal === undefined) return '(no goal)';
  const sign = goal.at === 'most' ? '≤' : '≥';
  return goal.of === 'ratio'
    ? `${sign} ${goal.value}×`
    : `${sign} ${goal.value.toLocaleString('en-US')}${goal.unit ? ` ${goal.unit}` : ''}`;
}

/** Whether a row meets its goal: `true`, `false`, or `undefined` without a goal. */
export function meets(row) {
  const { goal } = row;
  if (goal === undefined) return undefined;
  const measured = goal.of === 'ratio' ? row.ratio : row.value;
  if (measured === undefined || !Number.isFinite(measured)) return false;
  return goal.at === 'most' ? measured <= goal.value : measured >= goal.value;
}

/**
 * Reports the summary rows of the calling benchmark: appended (JSON lines) to the file run.mjs
 * names, or printed when the benchmark runs alone.
 * @param {string} benchUrl the benchmark's `import.meta.url`
 * @param {Row[]} rows
 */
export function reportRows(benchUrl, rows) {
  const bench = basename(fileURLToPath(benchUrl)).replace('.bench.mjs', '');
  const target = process.env.WEATHER_DOUBLE_BENCH_REPORT;
  for (const row of rows) {
    const line = { bench, ...row, pass: meets(row) };
    if (target) appendFileSync(target, `${JSON.stringify(line)}\n`);
  }
  if (!target) printSummary(rows.map((row) => ({ bench, ...row, pass: meets(row) })));
}

/** The summary table: one line a row, with its floor, ratio, goal and whether it is met. */
export function printSummary(rows) {
  console.table(
    rows.map((row) => ({
      bench: row.bench,
      work: row.work,
      figure: row.figure,
      floor: row.floor,
      ratio: row.ratio === undefined ? '–' : `${row.ratio.toFixed(2)}×`,
      goal: goalText(row.goal),
      result: row.pass === undefined ? '–' : row.pass ? 'PASS' : 'FAIL',
    })),
  );
  const meanings = [
    ...new Set(rows.filter((row) => row.ratioMeans).map((row) => `${row.work}: ${row.ratioMeans}`)),
  ];
  if (meanings.length > 0) console.log(`ratio = ${meanings.join('\n        ')}`);
}

/** `12,345` */
export const thousands = (value) => Math.round(value).toLocaleString('en-US');
