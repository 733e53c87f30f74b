// Memory over many distinct requests, on every route (issue 25): 200,000 requests that all differ
// (another place, day or postal code each time), every route of the OpenAPI document in turn, through
// `createWeatherDouble().handlers` and MSW's getResponse; the heap in use after full collections is
// compared between the 20,000th and the last request. The caches are bounded and the request log is
// cleared at 1000 entries, so the heap must stay flat: goal, at most 8 MiB of growth of the
// double's own, beyond what MSW's getResponse keeps of every request (bench/support/msw-floor.mjs,
// measured over as many requests and reported as a row of its own). A route of the document
// without a request below stops the benchmark (add it here).
// WEATHER_DOUBLE_BENCH_DISTINCT sets the count (default 200000).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getResponse } from 'msw';
import { createWeatherDouble } from 'weather-double/handlers';
import { heapAfterCollections as heap, mswFloor, mswVersion } from './support/msw-floor.mjs';
import { reportRows } from './support/report.mjs';

if (typeof globalThis.gc !== 'function') {
  console.error('[weather-double] routes-memory.bench.mjs needs --expose-gc (npm run bench runs it so).');
  process.exit(2);
}
const N = Number(process.env.WEATHER_DOUBLE_BENCH_DISTINCT ?? 200_000);
const FIRST = Math.round(N / 10);
const NOW = Date.UTC(2024, 5, 1, 12);
const DAY = 86_400;

/** The i-th of N distinct coordinates: 1,200 latitudes from -60 to 60 by 0.1 times longitudes 0.3 apart. */
const latOf = (i) => ((i % 1200) / 10 - 60).toFixed(1);
const lonOf = (i) => (Math.floor(i / 1200) * 0.3 - 180).toFixed(1);
const at = (i) => `lat=${latOf(i)}&lon=${lonOf(i)}`;
/** A different past moment for each request (one an hour back). */
const past = (i) => Math.floor(NOW / 1000) - 3600 * (1 + (i % 24) * 365);
const date = (i) => new Date(NOW - DAY * 1000 * (i % 365)).toISOString().slice(0, 10);
/** Postal codes: the US 5-digit range, then Germany's. */
const zip = (i) => (i < 90_000 ? `${String(10_000 + i)},us` : `${String(10_000 + (i % 90_000))},de`);

/** The i-th distinct query of each route, by path; `undefined`: the route is missing here. */
const queries = {
  '/data/2.5/weather': (i) => at(i),
  '/geo/1.0/zip': (i) => `zip=${zip(i)}`,
  '/geo/1.0/direct': (i) => `q=${encodeURIComponent(`Town ${i}`)}&limit=5`,
  '/geo/1.0/reverse': (i) => `${at(i)}&limit=5`,
  '/data/2.5/forecast': (i) => at(i),
  '/data/2.5/forecast/daily': (i) => `${at(i)}&cnt=16`,
  '/data/2.5/forecast/hourly': (i) => at(i),
  '/data/3.0/onecall': (i) => at(i),
  '/data/3.0/onecall/timemachine': (i) => `${at(i)}&dt=${past(i)}`,
  '/data/3.0/onecall/day_summary': (i) => `${at(i)}&date=${date(i)}`,
  '/data/3.0/onecall/overview': (i) => at(i),
  '/data/2.5/air_pollution': (i) => at(i),
  '/data/2.5/air_pollution/forecast': (i) => at(i),
  '/data/2.5/air_pollution/history': (i) => `${at(i)}&start=${past(i) - 86_400}&end=${past(i)}`,
  '/data/2.5/group': (i) => `id=${[0, 1, 2].map((k) => 2_600_000 + ((i * 3 + k) % 1_000_000)).join(',')}`,
  '/data/2.5/find': (i) => `${at(i)}&cnt=10`,
  '/data/2.5/box/city': (i) =>
    `bbox=${lonOf(i)},${latOf(i)},${(Number(lonOf(i)) + 2).toFixed(1)},${(Number(latOf(i)) + 2).toFixed(1)},10`,
  '/data/2.5/onecall': (i) => at(i),
  '/data/2.5/uvi': (i) => at(i),
  '/data/2.5/uvi/forecast': (i) => at(i),
  '/data/2.5/uvi/history': (i) => `${at(i)}&start=${past(i) - 86_400}&end=${past(i)}`,
  '/data/2.5/onecall/timemachine': (i) => `${at(i)}&dt=${past(i)}`,
  '/data/2.5/history/city': (i) => `${at(i)}&type=hour&start=${past(i) - 86_400}&end=${past(i)}`,
  '/data/2.5/forecast/climate': (i) => at(i),
  '/data/2.5/aggregated/year': (i) => at(i),
  '/data/2.5/aggregated/month': (i) => `${at(i)}&month=${1 + (i % 12)}`,
  '/data/2.5/aggregated/day': (i) => `${at(i)}&month=${1 + (i % 12)}&day=${1 + (i % 28)}`,
  '/data/2.5/history/accumulated_temperature': (i) => `${at(i)}&start=${past(i) - 30 * DAY}&end=${past(i)}`,
  '/data/2.5/history/accumulated_precipitation': (i) =>
    `${at(i)}&start=${past(i) - 30 * DAY}&end=${past(i)}&threshold=1`,
  // The templated paths are filled by `filled` below; their query is the key's alone.
  '/map/{layer}/{z}/{x}/{y}.png': () => '',
  '/maps/2.0/weather/{op}/{z}/{x}/{y}': () => '',
  '/maps/2.0/weather/1h/{op}/{z}/{x}/{y}': () => '',
  '/img/wn/{icon}.png': () => '',
  '/sample/city.list.json.gz': () => '',
  '/sample/city.list.min.json.gz': () => '',
  '/data/3.0/stations': () => '',
  '/data/3.0/measurements': (i) => `station_id=${String(i).padStart(24, '0')}&type=d`,
  '/data/4.0/onecall/current': (i) => at(i),
  '/data/4.0/onecall/timeline/1min': (i) => at(i),
  '/data/4.0/onecall/timeline/15min': (i) => at(i),
  '/data/4.0/onecall/timeline/1h': (i) => at(i),
  '/data/4.0/onecall/timeline/1day': (i) => at(i),
};
/** The templated paths, filled: distinct zoom-8 tiles, the icons in turn. */
const tile = (i) => `8/${i % 256}/${Math.floor(i / 256) % 256}`;
const ICONS = ['01', '02', '03', '04', '09', '10', '11', '13', '50'];
const filled = {
  '/map/{layer}/{z}/{x}/{y}.png': (i) => `/map/temp_new/${tile(i)}.png`,
  '/maps/2.0/weather/{op}/{z}/{x}/{y}': (i) => `/maps/2.0/weather/TA2/${tile(i)}`,
  '/maps/2.0/weather/1h/{op}/{z}/{x}/{y}': (i) => `/maps/2.0/weather/1h/PR0/${tile(i)}`,
  '/img/wn/{icon}.png': (i) => `/img/wn/${ICONS[i % 9]}${i % 2 ? 'n' : 'd'}${['', '@2x', '@4x'][i % 3]}.png`,
};

const openapi = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('weather-double/openapi.json'), 'utf8'),
);
const paths = Object.keys(openapi.paths);
const missing = paths.filter((path) => queries[path] === undefined);
if (missing.length > 0) {
  console.error(
    `[weather-double] routes-memory.bench.mjs has no requests for ${missing.join(', ')}: add them to \`queries\`.`,
  );
  process.exit(2);
}

const MiB = 1024 * 1024;
// One double for the whole run, the routes in turn: request i goes to route i mod (routes), with that
// route's (i div routes)-th distinct query, so each route's caches fill while the others' do too.
const double = createWeatherDouble({ seed: 1, now: () => NOW });
const hostOf = (path) =>
  openapi.paths[path].servers?.[0]?.url ??
  (path.endsWith('/forecast/hourly') ? 'https://pro.openweathermap.org' : openapi.servers[0].url);
const statuses = new Map(paths.map((path) => [path, new Map()]));
let first = 0;
for (let i = 0; i < N; i += 1) {
  const path = paths[i % paths.length];
  const k = Math.floor(i / paths.length);
  const query = queries[path](k);
  const target = `${filled[path]?.(k) ?? path}?${query === '' ? '' : `${query}&`}appid=k`;
  const response = await getResponse(double.handlers, new Request(`${hostOf(path)}${target}`));
  await response?.arrayBuffer();
  const counts = statuses.get(path);
  const status = response?.status ?? 'unhandled';
  counts.set(status, (counts.get(status) ?? 0) + 1);
  if (double.requests.length >= 1000) double.requests.clear();
  if (i + 1 === FIRST) first = heap();
}
const growth = (heap() - first) / MiB;
console.table(
  paths.map((path) => ({
    route: path,
    answers: [...statuses.get(path)].map(([status, n]) => `${status}×${n}`).join(' '),
  })),
);
const floor = (await mswFloor(N, FIRST)) / MiB;
const own = growth - floor;
console.log(
  `heap growth from request ${FIRST} to ${N}: ${growth.toFixed(2)} MiB, of which MSW's own ${floor.toFixed(2)} MiB: the double's ${own.toFixed(2)} MiB`,
);
reportRows(import.meta.url, [
  {
    work: `heap growth over ${N.toLocaleString('en-US')} distinct requests, every route in turn, beyond MSW's own`,
    figure: `${own.toFixed(2)} MiB (${growth.toFixed(2)} MiB through the handlers)`,
    floor: `MSW ${mswVersion}'s own growth over as many requests: ${floor.toFixed(2)} MiB`,
    ratio: undefined,
    value: own,
    goal: { at: 'most', value: 8, of: 'figure', unit: 'MiB' },
  },
]);
