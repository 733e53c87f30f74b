// What a `group` answer of 20 cities costs next to a weather answer (issue 26: at most 25 times),
// through the MSW handlers (`createWeatherDouble().handlers`, msw's getResponse, body read), the two
// measured in alternating rounds of one run. The double's clock moves on 10 minutes before every
// request, so every answer is a new observation of every city, never from the double's answer cache.
import { getResponse } from 'msw';
import { createWeatherDouble } from 'weather-double/handlers';
import { alternatingRounds, middle } from './rounds.mjs';

const GOAL = 25;
const SERVICE = 'https://api.openweathermap.org/data/2.5';
const START = Date.parse('2024-06-01T12:00:00Z');
// Twenty of the most asked cities (GeoNames IDs): London, Moscow, Kyiv, Paris, Berlin, New York, …
const IDS = [
  2643743, 524901, 703448, 2988507, 2950159, 5128581, 1850147, 2147714, 3435910, 1275339, 1816670, 360630,
  3448439, 5368361, 6167865, 2673730, 3117735, 3169070, 2761369, 756135,
];
const WEATHER_IDS = IDS.slice(0, 8);

let weatherClock = START;
let groupClock = START;
const weatherDouble = createWeatherDouble({ seed: 1, now: () => weatherClock });
const groupDouble = createWeatherDouble({ seed: 1, now: () => groupClock });

let w = 0;
let sink = 0;
let weatherBytesSeen = 0;
let groupBytesSeen = 0;
let groupCities = 0;

const tasks = {
  'handlers: GET /data/2.5/weather?id= (a new observation each time)': async () => {
    const n = w++;
    weatherClock += 600_000;
    const response = await getResponse(
      weatherDouble.handlers,
      new Request(`${SERVICE}/weather?id=${WEATHER_IDS[n & 7]}&appid=k&units=metric`),
    );
    const body = await response.text();
    weatherBytesSeen = body.length;
    sink += response.status === 200 ? body.length : 0;
    if (weatherDouble.requests.length > 500) weatherDouble.requests.clear();
  },
  'handlers: GET /data/2.5/group, 20 cities (new observations each time)': async () => {
    groupClock += 600_000;
    const response = await getResponse(
      groupDouble.handlers,
      new Request(`${SERVICE}/group?id=${IDS.join(',')}&appid=k&units=metric`),
    );
    const body = await response.text();
    groupBytesSeen = body.length;
    groupCities = response.status === 200 ? JSON.parse(body).cnt : 0;
    sink += response.status === 200 ? body.length : 0;
    if (groupDouble.requests.length > 500) groupDouble.requests.clear();
  },
};

const { mean } = await alternatingRounds(tasks, { rounds: 5, time: 600, warmupTime: 150 });
const micros = Object.fromEntries(Object.entries(mean).map(([name, values]) => [name, middle(values)]));
const names = Object.keys(tasks);
console.table(
  names.map((name) => ({
    task: name,
    'µs per answer (mean, middle round)': micros[name].toFixed(1),
    'answers/s': Math.round(1e6 / micros[name]).toLocaleString('en-US'),
  })),
);
const ratio = micros[names[1]] / micros[names[0]];
console.log(
  `group (${groupCities} cities, ${groupBytesSeen} bytes) / weather (${weatherBytesSeen} bytes): ${ratio.toFixed(1)}x ${ratio <= GOAL ? 'OK' : 'ABOVE TARGET'} (target <= ${GOAL}x)${sink > 0 && groupCities === 20 ? '' : '!'}`,
);

const rows = [
  {
    work: 'a group answer of 20 cities vs a weather answer, through the MSW handlers (new answers)',
    figure: `${micros[names[1]].toFixed(1)} µs per group`,
    floor: `${micros[names[0]].toFixed(1)} µs per weather answer`,
    ratio,
    ratioMeans: 'group latency ÷ weather latency (lower is better)',
    goal: { at: 'most', value: GOAL, of: 'ratio' },
  },
];
// The summary table of `npm run bench` (bench/support/report.mjs), when this checkout has it.
const report = await import('./support/report.mjs').catch(() => undefined);
if (report) report.reportRows(import.meta.url, rows);
