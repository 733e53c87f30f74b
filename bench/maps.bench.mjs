// What a weather map tile costs through the MSW handlers (issue 40: a 256 × 256 tile at most 15 ms
// on one core, memory flat over 10,000 distinct tiles). Each tile asked is a new one (the next
// tile of zoom 8's 65,536, or of Maps 2.0's), so none comes from the double's answer cache: the
// weather read at the 289 corners of the tile's lattice, the pixels coloured, the PNG written
// (fast-png). Its floor, in alternating rounds of the same run: a weather answer through the same
// handlers (a new observation each time). Beside each wall-clock figure, the CPU time per task
// (process.cpuUsage(), user + system, over CPU_TASKS new tasks in each of three alternating
// rounds, the middle round's): the machine is shared, and CPU time does not grow with its load as
// wall time does, so the 15 ms goal is judged on it. Then 10,000 distinct tiles in a row: the heap in use after
// full collections at the 1,000th and the 10,000th, at most 8 MiB apart beyond what MSW's
// getResponse keeps of every request (bench/support/msw-floor.mjs, measured over as many requests).
import { getResponse } from 'msw';
import { createWeatherDouble } from 'weather-double/handlers';
import { alternatingRounds, middle } from './rounds.mjs';
import { heapAfterCollections as heap, mswFloor, mswVersion } from './support/msw-floor.mjs';

if (typeof globalThis.gc !== 'function') {
  console.error('[weather-double] maps.bench.mjs needs --expose-gc (npm run bench runs it so).');
  process.exit(2);
}
const GOAL_MS = 15;
const MEMORY_GOAL_MIB = 8;
const TILES = Number(process.env.WEATHER_DOUBLE_BENCH_TILES ?? 10_000);
const CPU_TASKS = Number(process.env.WEATHER_DOUBLE_BENCH_CPU_TASKS ?? 300);
const START = Date.parse('2024-06-01T12:00:00Z');
const WEATHER = 'https://api.openweathermap.org/data/2.5/weather';
const CITIES = ['2643743', '3143244', '2988507', '5128581', '1850147', '2147714', '524901', '4887398'];

let weatherClock = START;
const weatherDouble = createWeatherDouble({ seed: 1, now: () => weatherClock });
const tileDouble = createWeatherDouble({ seed: 1, now: () => START });
let answers = 0;
let tiles = 0;
let sink = 0;

/** One request (a 200, else the benchmark stops): its body's size. */
async function ask(double, url) {
  const response = await getResponse(double.handlers, new Request(url));
  const body = new Uint8Array(await response.arrayBuffer());
  if (response.status !== 200)
    throw new Error(`${url}: ${response.status} ${new TextDecoder().decode(body)}`);
  sink += body.length;
  if (double.requests.length > 500) double.requests.clear();
  return body;
}

/** The i-th tile of zoom 8 (256 × 256 tiles), row by row from 60° N or so. */
const tileOf = (i) => `8/${i % 256}/${64 + (Math.floor(i / 256) % 128)}`;

const tasks = {
  'handlers: GET /data/2.5/weather (a new observation each time)': async () => {
    weatherClock += 600_000;
    await ask(weatherDouble, `${WEATHER}?id=${CITIES[answers++ & 7]}&appid=k&units=metric`);
  },
  'handlers: a Maps 1.0 tile (temp_new, a new tile each time)': async () => {
    await ask(tileDouble, `https://tile.openweathermap.org/map/temp_new/${tileOf(tiles++)}.png?appid=k`);
  },
  'handlers: a Maps 2.0 tile (WND with arrows, a new tile each time)': async () => {
    await ask(
      tileDouble,
      `https://maps.openweathermap.org/maps/2.0/weather/WND/${tileOf(tiles++)}?appid=k&arrow_step=32`,
    );
  },
};

const { mean } = await alternatingRounds(tasks, { rounds: 5, time: 1500, warmupTime: 300 });
const names = Object.keys(tasks);
const micros = names.map((name) => middle(mean[name]));

/** The CPU time (user + system) of `count` runs of a task, µs per run. */
async function cpuPerTask(task, count) {
  globalThis.gc?.();
  const start = process.cpuUsage();
  for (let i = 0; i < count; i += 1) await task();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / count;
}
const cpu = Object.fromEntries(names.map((name) => [name, []]));
for (let round = 0; round < 3; round += 1) {
  for (const name of names) cpu[name].push(await cpuPerTask(tasks[name], CPU_TASKS));
}
const cpuMicros = names.map((name) => middle(cpu[name]));
console.table(
  names.map((name, i) => ({
    task: name,
    'µs per task (mean, middle round)': micros[i].toFixed(1),
    'CPU µs per task (middle round)': cpuMicros[i].toFixed(1),
    'tasks/s': Math.round(1e6 / micros[i]).toLocaleString('en-US'),
  })),
);

// 10,000 distinct tiles in a row on a fresh double, the layers in turn.
const memoryDouble = createWeatherDouble({ seed: 2, now: () => START });
const LAYERS = ['temp_new', 'pressure_new', 'clouds_new', 'wind_new', 'precipitation_new'];
const FIRST = Math.round(TILES / 10);
let first = 0;
for (let i = 0; i < TILES; i += 1) {
  await ask(memoryDouble, `https://tile.openweathermap.org/map/${LAYERS[i % 5]}/${tileOf(i)}.png?appid=k`);
  if (i + 1 === FIRST) first = heap();
}
const growth = (heap() - first) / (1024 * 1024);
const floor = (await mswFloor(TILES, FIRST)) / (1024 * 1024);
const own = growth - floor;
console.log(
  `heap growth from tile ${FIRST} to ${TILES}: ${growth.toFixed(2)} MiB, of which MSW's own ${floor.toFixed(2)} MiB: the double's ${own.toFixed(2)} MiB${sink > 0 ? '' : '!'}`,
);

/** A row of the summary: a tile's CPU time (task `i`; its wall time beside it) against the weather floor. */
const row = (work, i) => ({
  work,
  figure: `${(cpuMicros[i] / 1000).toFixed(2)} ms CPU per tile (${(micros[i] / 1000).toFixed(2)} ms wall)`,
  floor: `${cpuMicros[0].toFixed(1)} µs CPU per weather answer (${micros[0].toFixed(1)} µs wall)`,
  ratio: cpuMicros[i] / cpuMicros[0],
  ratioMeans: 'tile CPU time ÷ weather CPU time (lower is better)',
  value: cpuMicros[i] / 1000,
  goal: { at: 'most', value: GOAL_MS, of: 'figure', unit: 'ms' },
});
const rows = [
  row('a 256 × 256 Maps 1.0 tile (temp_new) through the MSW handlers (new tiles)', 1),
  row('a 256 × 256 Maps 2.0 tile (WND, with arrows) through the MSW handlers (new tiles)', 2),
  {
    work: `heap growth over ${TILES.toLocaleString('en-US')} distinct tiles, five layers in turn, beyond MSW's own`,
    figure: `${own.toFixed(2)} MiB (${growth.toFixed(2)} MiB through the handlers)`,
    floor: `MSW ${mswVersion}'s own growth over as many requests: ${floor.toFixed(2)} MiB`,
    ratio: undefined,
    value: own,
    goal: { at: 'most', value: MEMORY_GOAL_MIB, of: 'figure', unit: 'MiB' },
  },
];
// The summary table of `npm run bench` (bench/support/report.mjs), when this checkout has it.
const report = await import('./support/report.mjs').catch(() => undefined);
if (report) report.reportRows(import.meta.url, rows);
