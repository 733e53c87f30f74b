// What a month of the History API's hourly history costs through the MSW handlers (issue 41: a
// month, 744 hours, at most 50 ms), as a client asks it: five requests, four weeks of 168 hours and
// then 72 (the service answers a week a call), msw's getResponse, bodies read. The double's clock
// moves on an hour before each month and the city changes, so every answer is computed, never from
// the double's answer cache. Its floor, in alternating rounds of the same run: a weather answer
// through the same handlers (a new observation each time). And a year of the Statistical Weather
// Data API (`/data/2.5/aggregated/year`: 365 days of statistics, at most 20 ms), each time for
// another place, never from the answer cache.
import { getResponse } from 'msw';
import { createWeatherDouble } from 'weather-double/handlers';
import { alternatingRounds, middle } from './rounds.mjs';

const GOAL_MS = 50;
const HOUR = 3600;
const HISTORY = 'https://history.openweathermap.org/data/2.5/history/city';
const WEATHER = 'https://api.openweathermap.org/data/2.5/weather';
const CITIES = ['2643743', '3143244', '2988507', '5128581', '1850147', '2147714', '524901', '4887398'];
/** A month of hours in week-long requests: 4 × 168 + 72 = 744. */
const COUNTS = [168, 168, 168, 168, 72];
const START = Date.parse('2024-06-01T12:00:00Z');
const YEAR_GOAL_MS = 20;
const STATISTICS = 'https://history.openweathermap.org/data/2.5/aggregated/year';

let historyClock = START;
let weatherClock = START;
const historyDouble = createWeatherDouble({ seed: 1, now: () => historyClock });
const weatherDouble = createWeatherDouble({ seed: 1, now: () => weatherClock });
let months = 0;
let years = 0;
let days = 0;
let answers = 0;
let hours = 0;
let sink = 0;

/** One request to a double (a 200, else the benchmark stops): its body, read. */
async function ask(double, url) {
  const response = await getResponse(double.handlers, new Request(url));
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body}`);
  sink += body.length;
  if (double.requests.length > 500) double.requests.clear();
  return body;
}

const tasks = {
  'handlers: GET /data/2.5/weather (a new observation each time)': async () => {
    weatherClock += 600_000;
    await ask(weatherDouble, `${WEATHER}?id=${CITIES[answers++ & 7]}&appid=k&units=metric`);
  },
  'handlers: a month of GET /data/2.5/history/city, 5 week-long requests, 744 hours': async () => {
    historyClock += HOUR * 1000;
    const city = CITIES[months++ & 7];
    // The month that ends 3 days before the clock's hour: within the year the service keeps.
    let start = Math.floor(historyClock / 1000 / HOUR) * HOUR - 34 * 86_400;
    let month = 0;
    for (const cnt of COUNTS) {
      const body = await ask(
        historyDouble,
        `${HISTORY}?id=${city}&type=hour&start=${start}&cnt=${cnt}&appid=k`,
      );
      month += Number(/"cnt":(\d+)/.exec(body)?.[1]);
      start += cnt * HOUR;
    }
    hours = month;
  },
  'handlers: GET /data/2.5/aggregated/year (365 days, a new place each time)': async () => {
    // A new place each time (1/100 degree apart): the answer depends on the request only.
    const lat = 40 + (years++ % 2000) / 100;
    const body = await ask(historyDouble, `${STATISTICS}?lat=${lat}&lon=-3.7&appid=k`);
    days = (body.match(/"day":/g) ?? []).length;
  },
};

const { mean } = await alternatingRounds(tasks, { rounds: 5, time: 1500, warmupTime: 300 });
const names = Object.keys(tasks);
const micros = names.map((name) => middle(mean[name]));
console.table(
  names.map((name, i) => ({
    task: name,
    'µs per task (mean, middle round)': micros[i].toFixed(1),
    'tasks/s': Math.round(1e6 / micros[i]).toLocaleString('en-US'),
  })),
);
const monthMs = micros[1] / 1000;
console.log(
  `a month of history (${hours} hours in 5 requests): ${monthMs.toFixed(2)} ms ${monthMs <= GOAL_MS ? 'OK' : 'ABOVE TARGET'} (target <= ${GOAL_MS} ms); ${(micros[1] / micros[0]).toFixed(1)}x a weather answer${sink > 0 && hours === 744 ? '' : '!'}`,
);

const yearMs = micros[2] / 1000;
console.log(
  `a year of statistics (${days} days): ${yearMs.toFixed(2)} ms ${yearMs <= YEAR_GOAL_MS ? 'OK' : 'ABOVE TARGET'} (target <= ${YEAR_GOAL_MS} ms); ${(micros[2] / micros[0]).toFixed(1)}x a weather answer${days === 365 ? '' : '!'}`,
);

/** A row of the summary: the work, its figure in ms per `per` (task `i`), against the weather floor. */
const row = (work, per, i, goal) => ({
  work,
  figure: `${(micros[i] / 1000).toFixed(2)} ms per ${per}`,
  floor: `${micros[0].toFixed(1)} µs per weather answer`,
  ratio: micros[i] / micros[0],
  ratioMeans: `${per} latency ÷ weather latency (lower is better)`,
  value: micros[i] / 1000,
  goal: { at: 'most', value: goal, of: 'figure', unit: 'ms' },
});
const rows = [
  row(
    'a month of hourly history (744 hours, 5 week-long requests) through the MSW handlers (new answers)',
    'month',
    1,
    GOAL_MS,
  ),
  row(
    'a year of statistics (GET /data/2.5/aggregated/year, 365 days) through the MSW handlers (new answers)',
    'year',
    2,
    YEAR_GOAL_MS,
  ),
];
// The summary table of `npm run bench` (bench/support/report.mjs), when this checkout has it.
const report = await import('./support/report.mjs').catch(() => undefined);
if (report) report.reportRows(import.meta.url, rows);
// A goal not met is a FAIL row in the summary (bench/run.mjs), not a failure to run.
