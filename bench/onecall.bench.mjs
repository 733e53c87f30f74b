// What a One Call answer costs against a weather answer, through the MSW handlers (query parsing,
// the key check, the answer, the serializer, the request log): GET /data/3.0/onecall with every
// part (current, 60 minutes, 48 hours, 8 days) against GET /data/2.5/weather at the same places, in
// alternating rounds. Every request is a cache miss on both sides: the double's clock moves 10
// minutes (a new observation bucket) before each request, over 8 places. Goal: a One Call answer
// costs at most 25 times a weather answer (issue 17). Also shown: the Air Pollution forecast (96
// hours) and a One Call answer asked again in the same bucket (the double's answer memo).
import { getResponse } from 'msw';
import { createWeatherDouble } from 'weather-double/handlers';
import { alternatingRounds, middle } from './rounds.mjs';

const HOST = 'https://api.openweathermap.org';
const PLACES = [
  [51.5085, -0.1257],
  [40.7143, -74.006],
  [35.6895, 139.6917],
  [-33.8679, 151.2073],
  [48.8534, 2.3488],
  [19.4285, -99.1277],
  [55.7522, 37.6156],
  [-23.5475, -46.6361],
];
const T0 = Date.UTC(2024, 5, 1, 12);

/** A double whose clock moves one bucket before every request: every answer is a new one. */
function movingDouble() {
  let clock = T0;
  const double = createWeatherDouble({ seed: 1, now: () => clock });
  let n = 0;
  return async (path) => {
    clock += 600_000;
    const [lat, lon] = PLACES[n++ & 7];
    const response = await getResponse(double.handlers, new Request(`${HOST}${path(lat, lon)}`));
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${response.status} ${body}`);
    if (double.requests.length > 500) double.requests.clear();
    return body.length;
  };
}

const weather = movingDouble();
const oneCall = movingDouble();
const air = movingDouble();
const memoDouble = createWeatherDouble({ seed: 1, now: () => T0 });
let sink = 0;

const tasks = {
  'GET /data/2.5/weather (new bucket each)': async () => {
    sink += await weather((lat, lon) => `/data/2.5/weather?lat=${lat}&lon=${lon}&units=metric&appid=k`);
  },
  'GET /data/3.0/onecall, all parts (new bucket each)': async () => {
    sink += await oneCall((lat, lon) => `/data/3.0/onecall?lat=${lat}&lon=${lon}&units=metric&appid=k`);
  },
  'GET /data/2.5/air_pollution/forecast (new bucket each)': async () => {
    sink += await air((lat, lon) => `/data/2.5/air_pollution/forecast?lat=${lat}&lon=${lon}&appid=k`);
  },
  'GET /data/3.0/onecall again in the same bucket (memo)': async () => {
    const response = await getResponse(
      memoDouble.handlers,
      new Request(`${HOST}/data/3.0/onecall?lat=51.5085&lon=-0.1257&appid=k`),
    );
    sink += (await response.text()).length;
    if (memoDouble.requests.length > 500) memoDouble.requests.clear();
  },
};

const { p50, mean } = await alternatingRounds(tasks, { rounds: 5, time: 1000, warmupTime: 300 });
console.table(
  Object.keys(tasks).map((name) => ({
    task: name,
    'median (µs)': middle(p50[name]).toFixed(1),
    'mean (µs)': middle(mean[name]).toFixed(1),
  })),
);
const [weatherName, oneCallName] = Object.keys(tasks);
const weatherUs = middle(p50[weatherName]);
const oneCallUs = middle(p50[oneCallName]);
const ratio = oneCallUs / weatherUs;
const line = `One Call (all parts) ÷ weather answer, median latency of ${p50[weatherName].length} alternating rounds: ${ratio.toFixed(1)}x (goal <= 25x) ${ratio <= 25 ? 'OK' : 'ABOVE GOAL'}${sink > 0 ? '' : '!'}`;
console.log(line);

// The summary row of `npm run bench` (bench/support/report.mjs, when the bench runner has it).
try {
  const { reportRows } = await import('./support/report.mjs');
  reportRows(import.meta.url, [
    {
      work: 'One Call answer with all parts (handlers, every request a new bucket)',
      figure: `${oneCallUs.toFixed(0)} µs median`,
      floor: `${weatherUs.toFixed(0)} µs median (a weather answer, same handlers, same places)`,
      ratio,
      ratioMeans: 'One Call latency ÷ weather latency (lower is better)',
      goal: { at: 'most', value: 25, of: 'ratio' },
    },
  ]);
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
}
// A goal not met is a FAIL row in the summary (bench/run.mjs), not a failure to run.
