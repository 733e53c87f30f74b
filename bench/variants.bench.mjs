// Rare real variants (issue 42): how fast the fast-check arbitrary draws answers (the goal:
// at least 20,000 a second), and what the `variants` option costs the handlers: off (rate 0) against
// no option at all (the default answers' path must not change), and on (rate 1) for reference.
// The arbitrary is read from the build's module (the `weather-double/fast-check` subpath is not made yet).
import fc from 'fast-check';
import { getResponse } from 'msw';
import { createWeatherDouble } from 'weather-double/handlers';
import { weatherAnswer } from '../dist/src/fast-check/index.js';
import { alternatingRounds, middle } from './rounds.mjs';
import { WEATHER_QUERIES } from './support/queries.mjs';
import { reportRows, thousands } from './support/report.mjs';

const HOST = 'https://api.openweathermap.org';
const urls = WEATHER_QUERIES.map((query) => `${HOST}/data/2.5/weather?${query}`);
const NOW = () => Date.parse('2024-06-01T12:00:00Z');
const doubles = {
  none: createWeatherDouble({ seed: 1, now: NOW }),
  off: createWeatherDouble({ seed: 1, now: NOW, variants: { rate: 0 } }),
  on: createWeatherDouble({ seed: 1, now: NOW, variants: { rate: 1 } }),
};
const BATCH = 100;
const common = weatherAnswer();
const rare = weatherAnswer({ bias: 'rare' });

let i = 0;
let sink = 0;
const request = (double) => async () => {
  const response = await getResponse(double.handlers, new Request(urls[i++ % urls.length]));
  sink += (await response.text()).length;
  if (double.requests.length > 500) double.requests.clear();
};
const draw = (arbitrary) => () => {
  for (const answer of fc.sample(arbitrary, { numRuns: BATCH, seed: i++ })) sink += answer.body.length;
};
const tasks = {
  'weather, no variants option': request(doubles.none),
  'weather, variants rate 0': request(doubles.off),
  'weather, variants rate 1': request(doubles.on),
  [`weatherAnswer(): ${BATCH} draws`]: draw(common),
  [`weatherAnswer({ bias: 'rare' }): ${BATCH} draws`]: draw(rare),
};

const { p50: medians } = await alternatingRounds(tasks);
console.table(
  Object.keys(tasks).map((name) => ({ task: name, 'median (µs)': middle(medians[name]).toFixed(2) })),
);
const micro = (name) => middle(medians[name]);
const requests = (name) => `${thousands(1e6 / micro(name))} requests/s (${micro(name).toFixed(1)} µs)`;
const drawRate = (name) => (1e6 * BATCH) / micro(name);
const draws = (name) => `${thousands(drawRate(name))} draws/s`;
console.log(`sink ${sink > 0 ? 'ok' : '!'}`);
reportRows(import.meta.url, [
  {
    work: 'weatherAnswer() draws (fast-check arbitrary, default bias)',
    figure: draws(`weatherAnswer(): ${BATCH} draws`),
    value: drawRate(`weatherAnswer(): ${BATCH} draws`),
    goal: { at: 'least', value: 20_000, of: 'figure', unit: 'draws/s' },
  },
  {
    work: "weatherAnswer({ bias: 'rare' }) draws",
    figure: draws(`weatherAnswer({ bias: 'rare' }): ${BATCH} draws`),
    value: drawRate(`weatherAnswer({ bias: 'rare' }): ${BATCH} draws`),
    goal: { at: 'least', value: 20_000, of: 'figure', unit: 'draws/s' },
  },
  {
    work: 'weather through the handlers with variants off (rate 0), vs no variants option',
    figure: requests('weather, variants rate 0'),
    floor: requests('weather, no variants option'),
    ratio: micro('weather, variants rate 0') / micro('weather, no variants option'),
    ratioMeans: 'latency with variants rate 0 ÷ latency without the option (lower is better)',
    goal: { at: 'most', value: 1.1, of: 'ratio' },
  },
  {
    work: 'weather through the handlers with a variant every answer (rate 1), vs no option',
    figure: requests('weather, variants rate 1'),
    floor: requests('weather, no variants option'),
    ratio: micro('weather, variants rate 1') / micro('weather, no variants option'),
    ratioMeans: 'latency with a variant every answer ÷ latency without the option (lower is better)',
  },
]);
