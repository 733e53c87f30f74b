// Weather Stations 3.0's memory past its bound (issue 41): one key's station takes measurements
// through `createWeatherDouble().handlers` (MSW's getResponse), posted 1,000 a request, until 100,000
// more than the 10,000 a key keeps have been posted; the heap in use after full collections is
// compared between the moment the key holds its 10,000 and the end. The oldest are dropped past the
// bound, so the heap must stay flat: goal, at most 2 MiB of growth. (1,000 a request keeps the
// requests few: a request through getResponse leaves about 1 KB on the heap on every route, GET
// /data/2.5/weather too, on main as here; docs/stations.md.) Beside it, reading the 10,000
// aggregated by hour (no goal: a figure to watch). WEATHER_DOUBLE_BENCH_PAST sets how many are
// posted past the bound (default 100000).
import { getResponse } from 'msw';
import { createWeatherDouble } from 'weather-double/handlers';
import { reportRows } from './support/report.mjs';

if (typeof globalThis.gc !== 'function') {
  console.error('[weather-double] stations.bench.mjs needs --expose-gc (npm run bench runs it so).');
  process.exit(2);
}
const KEPT = 10_000;
const PAST = Number(process.env.WEATHER_DOUBLE_BENCH_PAST ?? 100_000);
const BATCH = 1000;
const NOW = Date.UTC(2024, 5, 1, 12);
const API = 'https://api.openweathermap.org/data/3.0';
const MiB = 1024 * 1024;

const double = createWeatherDouble({ seed: 1, now: () => NOW });
const send = async (method, target, body) => {
  const response = await getResponse(
    double.handlers,
    new Request(`${API}${target}`, { method, ...(body === undefined ? {} : { body }) }),
  );
  const text = await response.text();
  if (double.requests.length >= 1000) double.requests.clear();
  return { status: response.status, text };
};

function heap() {
  for (let i = 0; i < 4; i += 1) globalThis.gc();
  return process.memoryUsage().heapUsed;
}

const made = await send(
  'POST',
  '/stations?appid=bench',
  '{"external_id":"BENCH","name":"Bench","latitude":51.5,"longitude":-0.12,"altitude":20}',
);
const id = JSON.parse(made.text).ID;
const start = Math.floor(NOW / 1000) - 86_400 * 30;
let posted = 0;
const post = async () => {
  const batch = Array.from({ length: BATCH }, (_, k) => {
    const n = posted + k;
    return `{"station_id":"${id}","dt":${start + n * 20},"temperature":${(10 + (n % 100) / 10).toFixed(1)},"pressure":${1000 + (n % 30)},"humidity":${40 + (n % 50)},"rain_1h":0.1}`;
  });
  const { status } = await send('POST', '/measurements?appid=bench', `[${batch.join(',')}]`);
  if (status !== 204) throw new Error(`A post answered ${status}.`);
  posted += BATCH;
};
while (posted < KEPT) await post();
const atBound = heap();
const began = performance.now();
while (posted < KEPT + PAST) await post();
const postMs = (performance.now() - began) / (PAST / BATCH);
const growth = (heap() - atBound) / MiB;

const reads = 20;
const readStart = performance.now();
let aggregates = 0;
for (let i = 0; i < reads; i += 1) {
  const { text } = await send('GET', `/measurements?appid=bench&station_id=${id}&type=h&limit=0`);
  aggregates = JSON.parse(text).length;
}
const readMs = (performance.now() - readStart) / reads;
console.log(
  `posted ${posted.toLocaleString('en-US')} measurements (${BATCH} a request, ${postMs.toFixed(2)} ms a request); heap growth past the bound ${growth.toFixed(2)} MiB; a read of the ${KEPT.toLocaleString('en-US')} kept by hour (${aggregates} aggregates): ${readMs.toFixed(1)} ms`,
);
reportRows(import.meta.url, [
  {
    work: `heap growth over ${PAST.toLocaleString('en-US')} measurements posted past a key's ${KEPT.toLocaleString('en-US')}`,
    figure: `${growth.toFixed(2)} MiB`,
    floor: `the heap at the bound (${KEPT.toLocaleString('en-US')} kept)`,
    ratio: undefined,
    value: growth,
    goal: { at: 'most', value: 2, of: 'figure', unit: 'MiB' },
  },
  {
    work: `GET /data/3.0/measurements: the ${KEPT.toLocaleString('en-US')} kept, by hour (${aggregates} aggregates), through the handlers`,
    figure: `${readMs.toFixed(1)} ms`,
    floor: undefined,
    ratio: undefined,
    value: readMs,
  },
]);
