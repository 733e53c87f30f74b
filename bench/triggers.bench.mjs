// The Weather Triggers API's alerts (issue 41), worked out when asked, through
// `createWeatherDouble().handlers` (MSW's getResponse): a trigger over 10 points, made more than a
// week before the clock so that its answer counts the most checks (168), each slot of its five days;
// the time of its history (960 alerts) and of the list of a key's 100 such triggers (the most a key
// holds; 25 MB of JSON), and the heap after the clock moves on a week, asked every hour: nothing is
// kept but the triggers, so it must stay flat (goal: at most 2 MiB of growth).
import { getResponse } from 'msw';
import { createWeatherDouble } from 'weather-double/handlers';
import { reportRows } from './support/report.mjs';

if (typeof globalThis.gc !== 'function') {
  console.error('[weather-double] triggers.bench.mjs needs --expose-gc (npm run bench runs it so).');
  process.exit(2);
}
const API = 'https://api.openweathermap.org/data/3.0/triggers';
const MiB = 1024 * 1024;
const HOUR = 3_600_000;
let now = Date.UTC(2024, 0, 1);
const double = createWeatherDouble({ seed: 1, now: () => now });
const send = async (method, target, body) => {
  const response = await getResponse(
    double.handlers,
    new Request(`${API}${target}`, { method, ...(body === undefined ? {} : { body }) }),
  );
  const text = await response.text();
  if (double.requests.length >= 1000) double.requests.clear();
  return { status: response.status, text };
};
const heap = () => {
  for (let i = 0; i < 4; i += 1) globalThis.gc();
  return process.memoryUsage().heapUsed;
};
const timed = async (runs, target) => {
  let size = 0;
  const began = performance.now();
  for (let i = 0; i < runs; i += 1) size = (await send('GET', target)).text.length;
  return { ms: (performance.now() - began) / runs, size };
};

const body = JSON.stringify({
  time_period: {
    start: { expression: 'after', amount: 0 },
    end: { expression: 'after', amount: 5 * 24 * HOUR },
  },
  conditions: [{ name: 'temp', expression: '$gt', amount: 0 }],
  area: [{ type: 'MultiPoint', coordinates: Array.from({ length: 10 }, (_, k) => [k * 10 - 50, k * 5]) }],
});
const ids = [];
for (let k = 0; k < 100; k += 1) ids.push(JSON.parse((await send('POST', '?appid=bench', body)).text)._id);
now += 10 * 24 * HOUR;
const history = await timed(20, `/${ids[0]}/history?appid=bench`);
const alerts = JSON.parse((await send('GET', `/${ids[0]}/history?appid=bench`)).text).length;
const list = await timed(3, '?appid=bench');
const before = heap();
for (let h = 0; h < 7 * 24; h += 1) {
  now += HOUR;
  await send('GET', `/${ids[h % 100]}/history?appid=bench`);
}
const growth = (heap() - before) / MiB;
console.log(
  `a history of ${alerts} alerts: ${history.ms.toFixed(1)} ms; the list of 100 triggers (${(list.size / 1e6).toFixed(1)} MB): ${list.ms.toFixed(0)} ms; heap growth over a week asked hourly: ${growth.toFixed(2)} MiB`,
);
reportRows(import.meta.url, [
  {
    work: `GET /data/3.0/triggers/{id}/history: ${alerts} alerts (10 points, 168 checks), through the handlers`,
    figure: `${history.ms.toFixed(1)} ms`,
    floor: undefined,
    ratio: undefined,
    value: history.ms,
  },
  {
    work: `GET /data/3.0/triggers: a key's 100 such triggers with their alerts (${(list.size / 1e6).toFixed(1)} MB)`,
    figure: `${list.ms.toFixed(0)} ms`,
    floor: undefined,
    ratio: undefined,
    value: list.ms,
  },
  {
    work: 'heap growth over a week of the clock, a history asked every hour',
    figure: `${growth.toFixed(2)} MiB`,
    floor: 'the heap after the triggers were made',
    ratio: undefined,
    value: growth,
    goal: { at: 'most', value: 2, of: 'figure', unit: 'MiB' },
  },
]);
