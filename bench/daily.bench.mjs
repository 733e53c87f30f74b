// What a 16-day daily forecast costs next to a weather answer (issue 26: at most 10 times a weather
// answer), through the MSW handlers (`createWeatherDouble().handlers`, msw's getResponse, body
// read), the pair measured in alternating rounds of one run. The double's clock moves on 10 minutes
// before every request, so every answer is new (a new observation, a new daily forecast), never
// from the double's answer cache.
import { getResponse } from 'msw';
import { createWeatherDouble } from 'weather-double/handlers';
import { alternatingRounds, middle } from './rounds.mjs';

const GOAL = 10;
const SERVICE = 'https://api.openweathermap.org/data/2.5';
const ZIPS = ['94040,us', '10001', '10115,de', '2000,au', '60601,us', '75001,fr', '98101', '33101,us'];
const START = Date.parse('2024-06-01T12:00:00Z');

let weatherClock = START;
let dailyClock = START;
const weatherDouble = createWeatherDouble({ seed: 1, now: () => weatherClock });
const dailyDouble = createWeatherDouble({ seed: 1, now: () => dailyClock });
let w = 0;
let d = 0;
let sink = 0;
let dailyBytes = 0;

/** One request to a double: the clock moved on, the body read. */
async function ask(double, url) {
  const response = await getResponse(double.handlers, new Request(url));
  const body = await response.text();
  sink += response.status === 200 ? body.length : 0;
  if (double.requests.length > 500) double.requests.clear();
  return body.length;
}

const tasks = {
  'handlers: GET /data/2.5/weather (a new observation each time)': async () => {
    weatherClock += 600_000;
    await ask(weatherDouble, `${SERVICE}/weather?zip=${ZIPS[w++ & 7]}&appid=k&units=metric`);
  },
  'handlers: GET /data/2.5/forecast/daily, 16 days (a new forecast each time)': async () => {
    dailyClock += 600_000;
    dailyBytes = await ask(
      dailyDouble,
      `${SERVICE}/forecast/daily?zip=${ZIPS[d++ & 7]}&cnt=16&appid=k&units=metric`,
    );
  },
};

const { mean } = await alternatingRounds(tasks, { rounds: 5, time: 600, warmupTime: 150 });
const names = Object.keys(tasks);
const micros = names.map((name) => middle(mean[name]));
console.table(
  names.map((name, i) => ({
    task: name,
    'µs per answer (mean, middle round)': micros[i].toFixed(1),
    'answers/s': Math.round(1e6 / micros[i]).toLocaleString('en-US'),
  })),
);
const ratio = micros[1] / micros[0];
console.log(
  `daily forecast (16 days, ${dailyBytes} bytes) / weather: ${ratio.toFixed(1)}x ${ratio <= GOAL ? 'OK' : 'ABOVE TARGET'} (target <= ${GOAL}x)${sink > 0 ? '' : '!'}`,
);
const report = await import('./support/report.mjs').catch(() => undefined);
report?.reportRows(import.meta.url, [
  {
    work: 'a 16-day daily forecast vs a weather answer, through the MSW handlers (new answers)',
    figure: `${micros[1].toFixed(1)} µs per daily forecast`,
    floor: `${micros[0].toFixed(1)} µs per weather answer`,
    ratio,
    ratioMeans: 'daily forecast latency ÷ weather latency (lower is better)',
    goal: { at: 'most', value: GOAL, of: 'ratio' },
  },
]);
