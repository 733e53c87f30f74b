// What mode=xml costs (issue 27: an XML answer at most 2 times its JSON; mode costs nothing on a
// request without it). Each pair measured in alternating rounds of one run, through the MSW handlers
// (msw's getResponse, body read), the double's clock moved on before every request (10 minutes for
// the weather, 3 hours for the forecast) so that every answer is new, never from the answer cache:
// - GET /data/2.5/weather with mode=xml against the same request in JSON;
// - GET /data/2.5/forecast (40 slots) with mode=xml against the same request in JSON;
// - reading a weather request (the core's readRequestAt, which reads `mode` for a route that has
//   other formats) on the weather route as it is against the same route without formats.
import { getResponse } from 'msw';
import { createWeatherDouble } from 'weather-double/handlers';
import { readRequestAt } from '../dist/src/core/answer.js';
import { routeTable } from '../dist/src/routes/table.js';
import { alternatingRounds, middle } from './rounds.mjs';

const GOAL = 2;
const SERVICE = 'https://api.openweathermap.org/data/2.5';
const ZIPS = ['94040,us', '10001', '10115,de', '2000,au', '60601,us', '75001,fr', '98101', '33101,us'];
const START = Date.parse('2024-06-01T12:00:00Z');

/** A double whose clock moves on by `step` ms before each request, and a task asking it `path`. */
function newAnswers(step, path, mode) {
  let clock = START;
  let n = 0;
  const double = createWeatherDouble({ seed: 1, now: () => clock, shape: 'current' });
  return async () => {
    clock += step;
    const zip = ZIPS[n++ & 7];
    const response = await getResponse(
      double.handlers,
      new Request(`${SERVICE}/${path}?zip=${zip}&appid=k&units=metric${mode}`),
    );
    const body = await response.text();
    if (response.status !== 200 || body.length === 0) throw new Error(`${path}${mode}: ${response.status}`);
    if (double.requests.length > 500) double.requests.clear();
  };
}

const withoutModes = { ...routeTable.weather, modes: undefined };
let sink = 0;
const tasks = {
  'weather, JSON': newAnswers(600_000, 'weather', ''),
  'weather, mode=xml': newAnswers(600_000, 'weather', '&mode=xml'),
  'forecast 40 slots, JSON': newAnswers(10_800_000, 'forecast', ''),
  'forecast 40 slots, mode=xml': newAnswers(10_800_000, 'forecast', '&mode=xml'),
  'read a weather request, route without formats': () => {
    sink += readRequestAt('GET', '/data/2.5/weather', '?zip=94040,us&appid=k&units=metric', withoutModes)
      .headers.length;
  },
  'read a weather request, route with formats (mode read)': () => {
    sink += readRequestAt(
      'GET',
      '/data/2.5/weather',
      '?zip=94040,us&appid=k&units=metric',
      routeTable.weather,
    ).headers.length;
  },
};

const { mean } = await alternatingRounds(tasks, { rounds: 5, time: 600, warmupTime: 150 });
const micros = Object.fromEntries(Object.entries(mean).map(([name, values]) => [name, middle(values)]));
const names = Object.keys(tasks);
console.table(
  names.map((name) => ({
    task: name,
    'µs per answer (mean, middle round)': micros[name].toFixed(2),
    'answers/s': Math.round(1e6 / micros[name]).toLocaleString('en-US'),
  })),
);
const pair = (xml, json) => micros[names[xml]] / micros[names[json]];
const rows = [
  {
    work: 'a weather answer with mode=xml vs in JSON, through the MSW handlers (new answers)',
    figure: `${micros[names[1]].toFixed(1)} µs per XML answer`,
    floor: `${micros[names[0]].toFixed(1)} µs per JSON answer`,
    ratio: pair(1, 0),
    ratioMeans: 'XML latency ÷ JSON latency (lower is better)',
    goal: { at: 'most', value: GOAL, of: 'ratio' },
  },
  {
    work: 'a 40-slot forecast with mode=xml vs in JSON, through the MSW handlers (new answers)',
    figure: `${micros[names[3]].toFixed(1)} µs per XML answer`,
    floor: `${micros[names[2]].toFixed(1)} µs per JSON answer`,
    ratio: pair(3, 2),
    ratioMeans: 'XML latency ÷ JSON latency (lower is better)',
    goal: { at: 'most', value: GOAL, of: 'ratio' },
  },
  {
    work: 'reading a weather request without mode: the route with formats vs without',
    figure: `${micros[names[5]].toFixed(2)} µs per request`,
    floor: `${micros[names[4]].toFixed(2)} µs per request`,
    ratio: pair(5, 4),
    ratioMeans: 'with formats ÷ without (lower is better; 1 is no cost)',
    goal: { at: 'most', value: 1.1, of: 'ratio' },
  },
];
console.log(sink > 0 ? '' : '!');
// The summary table of `npm run bench` (bench/support/report.mjs), when this checkout has it.
const report = await import('./support/report.mjs').catch(() => undefined);
if (report) report.reportRows(import.meta.url, rows);
