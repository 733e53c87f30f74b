// Runs every benchmark in bench/ (each bench/*.bench.mjs, or those named on the command line:
// `npm run bench -- generator server`), one after the other in child processes so that one's
// warm-up does not help another, then prints one summary table: every row each benchmark reported
// (bench/support/report.mjs), its floor measured in the same run, the ratio, the goal and whether
// it is met. A new benchmark file plugs in by existing. Exit code 1 when a benchmark failed to run;
// a goal that is not met is reported (FAIL), not an error: the machine's load moves the figures.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { printSummary } from './support/report.mjs';

const dir = new URL('.', import.meta.url);
const wanted = process.argv.slice(2);
const available = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.mjs'))
  .sort();
const files = available.filter(
  (file) => wanted.length === 0 || wanted.includes(file.replace('.bench.mjs', '')),
);
if (files.length === 0) {
  console.error(
    `[weather-double] No benchmark matches ${wanted.join(', ')}. Available: ${available.map((f) => f.replace('.bench.mjs', '')).join(', ')}`,
  );
  process.exit(2);
}
const work = mkdtempSync(join(tmpdir(), 'weather-double-bench-'));
const report = join(work, 'rows.jsonl');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const loadAtStart = load();
const failed = [];
for (const file of files) {
  console.log(`\n## ${file}\n`);
  const { status } = spawnSync(process.execPath, ['--expose-gc', new URL(file, dir).pathname], {
    stdio: 'inherit',
    env: { ...process.env, WEATHER_DOUBLE_BENCH_REPORT: report },
  });
  if (status !== 0) failed.push(file);
}
let rows = [];
try {
  rows = readFileSync(report, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
} catch {}
rmSync(work, { recursive: true, force: true });
console.log(
  `\n## Summary: each row against its floor, measured in the same run\n\nNode ${process.version}, ${cpus().length} cores; load average (1, 5, 15 min) ${loadAtStart} at the start, ${load()} at the end\n`,
);
if (rows.length > 0) printSummary(rows);
else console.log('(no benchmark reported summary rows)');
if (failed.length > 0) console.log(`\nFailed to run: ${failed.join(', ')}`);
const missed = rows.filter((row) => row.pass === false).length;
console.log(
  `\n${rows.filter((row) => row.pass === true).length} goals met, ${missed} not met, ${rows.filter((row) => row.pass === undefined).length} rows without a goal.`,
);
process.exit(failed.length === 0 ? 0 : 1);
