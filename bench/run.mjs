// Runs every benchmark in bench/ (or those named on the command line: `npm run bench -- generator`),
// one after the other in child processes so that one's warm-up does not help another.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const dir = new URL('.', import.meta.url);
const wanted = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.mjs'))
  .filter((file) => wanted.length === 0 || wanted.includes(file.replace('.bench.mjs', '')))
  .sort();
if (files.length === 0) {
  console.error(
    `[weather-double] No benchmark matches ${wanted.join(', ')}. Available: ${readdirSync(dir)
      .filter((f) => f.endsWith('.bench.mjs'))
      .join(', ')}`,
  );
  process.exit(2);
}
let failed = 0;
for (const file of files) {
  console.log(`\n## ${file}\n`);
  const { status } = spawnSync(process.execPath, ['--expose-gc', new URL(file, dir).pathname], {
    stdio: 'inherit',
  });
  if (status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
