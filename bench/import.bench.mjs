// What importing the handlers costs a test file (issue 29): a fresh process that imports msw/node and
// weather-double/handlers, against one that imports msw/node alone, each over a bare node start
// (median of 15 alternating runs). Goal: at most 1.3 times msw/node's own import. The ESM entries
// are bundled (scripts/build-esm.mjs) and reach MSW's `http` through `#msw-http` (src/deps/): in
// Node msw 2's `msw/core/http` or msw 3's `msw/http`, never msw 2's main entry, which loads its GraphQL
// support; in Node the handlers' entry (handlers/node.ts) requires their bundle when a double first
// answers a request (a double made with options that need the model to check: when it is made), and
// nothing of the place data is read or built on import. The second row is a test file's top level:
// import, a double made, setupServer. On a loaded 2-core machine (load 7): before the bundle waited
// for the first request, 492 ms over node against msw/node's 401 (1.23x); after, 428 against 418
// (1.02x).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { middle } from './rounds.mjs';
import { reportRows } from './support/report.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 15;
const cases = {
  'node, no import': '',
  "import('msw/node')": "await import('msw/node');",
  "import('msw/node') + import('weather-double/handlers')":
    "await import('msw/node'); await import('weather-double/handlers');",
  // What a test file does at its top level: a double made, its handlers and the default ones given
  // to setupServer (not listening: no request). In Node the handlers' bundle waits for the first
  // request (handlers/node.ts).
  "import('msw/node') + import('weather-double/handlers') + createWeatherDouble + setupServer":
    "const { setupServer } = await import('msw/node'); const { createWeatherDouble, weatherHandlers } = await import('weather-double/handlers'); setupServer(...createWeatherDouble({ seed: 1, now: () => 0 }).handlers, ...weatherHandlers);",
};
const ms = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
for (let run = 0; run < RUNS; run += 1) {
  for (const [name, code] of Object.entries(cases)) {
    const start = process.hrtime.bigint();
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
      cwd: root,
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`${name} failed: ${result.stderr}`);
    ms[name].push(Number(process.hrtime.bigint() - start) / 1e6);
  }
}
const [bare, msw, both, setup] = Object.keys(cases).map((name) => middle(ms[name]));
console.table(
  Object.entries(ms).map(([name, values]) => ({
    import: name,
    'median ms (process)': middle(values).toFixed(0),
    'ms over node alone': (middle(values) - bare).toFixed(0),
  })),
);
const ratio = (both - bare) / (msw - bare);
reportRows(import.meta.url, [
  {
    work: 'fresh process: import msw/node + weather-double/handlers, vs msw/node alone (over a bare node start)',
    figure: `${(both - bare).toFixed(0)} ms over node`,
    floor: `${(msw - bare).toFixed(0)} ms over node (msw/node alone)`,
    ratio,
    ratioMeans: 'import time of both ÷ of msw/node alone, each over a bare node start (lower is better)',
    goal: { at: 'most', value: 1.3, of: 'ratio' },
  },
  {
    work: 'fresh process: import msw/node + weather-double/handlers, create a double, setupServer(...its handlers, ...weatherHandlers), vs msw/node alone',
    figure: `${(setup - bare).toFixed(0)} ms over node`,
    floor: `${(msw - bare).toFixed(0)} ms over node (msw/node alone)`,
    ratio: (setup - bare) / (msw - bare),
    ratioMeans:
      'time of the set-up ÷ of importing msw/node alone, each over a bare node start (lower is better)',
    goal: { at: 'most', value: 1.3, of: 'ratio' },
  },
]);
