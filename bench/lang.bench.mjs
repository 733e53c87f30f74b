// What `lang` costs (issue 27): a weather answer through the handlers without `lang` against the same
// requests with `lang=de`, and against `lang=xx` (an unknown code: read, then answered in English).
// A request without `lang` takes the path it took before: the query has no language, and the core
// hands the route's body on as the same string. With a language, the core rewrites each weather[]
// description of the body (one regular expression over it): the second row says what that costs in
// a whole request, the third what it costs on the largest body with descriptions (a 40-slot forecast).
// Ratios: latency with ÷ latency without (lower is better).
import { getResponse } from 'msw';
import { createWeatherDouble } from 'weather-double/handlers';
import { describedIn, languageOf } from '../dist/src/service/languages.js';
import { alternatingRounds, middle } from './rounds.mjs';
import { WEATHER_QUERIES } from './support/queries.mjs';
import { reportRows, thousands } from './support/report.mjs';

const HOST = 'https://api.openweathermap.org';
const urls = (suffix) => WEATHER_QUERIES.map((query) => `${HOST}/data/2.5/weather?${query}${suffix}`);
const plain = urls('');
const german = urls('&lang=de');
const unknown = urls('&lang=xx');

const double = createWeatherDouble({ seed: 1 });
const forecast = await (
  await getResponse(double.handlers, new Request(`${HOST}/data/2.5/forecast?zip=10115,de&appid=k`))
).text();
const de = languageOf('de');

let i = 0;
let sink = 0;
const request = (list) => async () => {
  const response = await getResponse(double.handlers, new Request(list[i++ % list.length]));
  sink += (await response.text()).length;
  if (double.requests.length > 500) double.requests.clear();
};
const tasks = {
  'weather, without lang': request(plain),
  'weather, lang=de': request(german),
  'weather, lang=xx (unknown: English)': request(unknown),
  'forecast body (40 slots), kept as is (no lang)': () => {
    sink += describedIn(forecast, undefined).length;
  },
  'forecast body (40 slots), described in de': () => {
    sink += describedIn(forecast, de).length;
  },
};

const { p50: medians, mean: means } = await alternatingRounds(tasks);
console.table(
  Object.keys(tasks).map((name) => ({
    task: name,
    'median (µs)': middle(medians[name]).toFixed(2),
    'mean (µs)': middle(means[name]).toFixed(2),
  })),
);
const perSecond = (name) =>
  `${thousands(1e6 / middle(medians[name]))} requests/s (${middle(medians[name]).toFixed(1)} µs)`;
const ratio = (a, b) => middle(medians[a]) / middle(medians[b]);
const micro = (name) => `${middle(medians[name]).toFixed(2)} µs`;
console.log(`sink ${sink > 0 ? 'ok' : '!'}`);
reportRows(import.meta.url, [
  {
    work: 'weather through the handlers with lang=de, vs the same requests without lang',
    figure: perSecond('weather, lang=de'),
    floor: perSecond('weather, without lang'),
    ratio: ratio('weather, lang=de', 'weather, without lang'),
    ratioMeans: 'latency with lang=de ÷ latency without (lower is better)',
    goal: { at: 'most', value: 1.2, of: 'ratio' },
  },
  {
    work: 'weather through the handlers with lang=xx (unknown: English), vs without lang',
    figure: perSecond('weather, lang=xx (unknown: English)'),
    floor: perSecond('weather, without lang'),
    ratio: ratio('weather, lang=xx (unknown: English)', 'weather, without lang'),
    ratioMeans: 'latency with lang=xx ÷ latency without (lower is better)',
    goal: { at: 'most', value: 1.2, of: 'ratio' },
  },
  {
    work: 'describing a 40-slot forecast body in de, vs keeping it (no lang)',
    figure: micro('forecast body (40 slots), described in de'),
    floor: micro('forecast body (40 slots), kept as is (no lang)'),
    ratio: undefined,
    ratioMeans: 'the time one body takes to describe; without lang the body is returned as is',
  },
]);
